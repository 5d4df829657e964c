import { routing, type Locale } from '@/i18n/routing';
import { checkConcern } from './local/check';
import { composeCurrentInsight } from './local/current';
import { composePlanInsight } from './local/plan';
import { LEGACY_PLAN_FIRST_YEAR } from './plan-years';
import { checkRequestSchema, currentInsightRequestSchema, planInsightRequestSchema } from './schemas';

/**
 * The embedded oracle behind the cloud API's contract (spec section 7): the same three handler
 * names, bodies and answers, so the hosted proxy can be exercised over real HTTP against a real
 * reading. The language comes from Accept-Language, as the proxy sends it; the plan's first
 * calendar year from X-Plan-First-Year (without it, the years the field names carry).
 */
export function answerCloudContract(handler: string, body: unknown, acceptLanguage: string | null, planFirstYear: string | null = null): { status: number; body: unknown } {
  const tag = acceptLanguage?.split(',')[0]?.trim().slice(0, 2);
  const locale: Locale = (routing.locales as readonly string[]).includes(tag ?? '') ? (tag as Locale) : routing.defaultLocale;
  const parse = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };
  switch (handler) {
    case 'current_insight_check_handler': {
      const request = parse(checkRequestSchema);
      return request ? { status: 200, body: checkConcern(request.userInput, locale) } : invalid();
    }
    case 'current_insight_handler': {
      const request = parse(currentInsightRequestSchema);
      return request ? { status: 200, body: composeCurrentInsight(request, locale) } : invalid();
    }
    case 'plan_insight_handler': {
      const request = parse(planInsightRequestSchema);
      const firstYear = Number(planFirstYear) || LEGACY_PLAN_FIRST_YEAR;
      return request ? { status: 200, body: composePlanInsight(request, locale, firstYear) } : invalid();
    }
    default:
      return { status: 404, body: { error: `no handler ${handler}` } };
  }
}

const invalid = () => ({ status: 400, body: { error: 'invalid request body' } });
