import { errorResponse } from '@/lib/api/errors';

export const dynamic = 'force-dynamic';

// Any path under /api that no route serves: the API's JSON 404, whatever the method.
const notFound = () => errorResponse('not_found', 'There is no such API endpoint.');

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
