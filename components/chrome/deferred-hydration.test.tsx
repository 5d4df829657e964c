import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredHydration } from './deferred-hydration';

describe('DeferredHydration', () => {
  it('puts the body whole into the HTML, inside a completed Suspense boundary that React hydrates after the frame, with the mark the test suites wait on', () => {
    const html = renderToString(
      <main>
        <h1>frame</h1>
        <DeferredHydration>
          <p>body</p>
        </DeferredHydration>
      </main>,
    );
    // <!--$--> … <!--/$-->: a boundary rendered complete on the server (no fallback, nothing pending)
    expect(html).toMatch(/<!--\$--><p>body<\/p><div hidden="" data-deferred-hydration=""><\/div><!--\/\$-->/);
    expect(html).not.toContain('<!--$?-->');
  });
});
