import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { annualSavings, formatUsd, PLANS, plansLeadingFirst, PRODUCTS, reportPathFor, REPORT_PRODUCTS, REPORTS, subscriptionEnd } from './products';

describe('the product catalogue', () => {
  it('has the spec’s prices and what the annual plan saves: $20, 17 %, two months free', () => {
    expect(formatUsd({ cents: PLANS.premium_monthly.priceCents }, 'en')).toBe('$9.99');
    expect(formatUsd({ cents: PLANS.premium_annual.priceCents }, 'ko')).toBe('$99.99');
    expect(annualSavings()).toEqual({ savedDollars: 20, percent: 17, freeMonths: 2 });
    expect(formatUsd({ dollars: annualSavings().savedDollars }, 'ko')).toBe('$20');
  });

  it('lets exactly one plan lead the premium page (one badge, one savings line)', () => {
    expect(Object.values(PLANS).filter((plan) => plan.leads).map((plan) => plan.product)).toEqual(['premium_annual']);
    expect(plansLeadingFirst().map((plan) => plan.product)).toEqual(['premium_annual', 'premium_monthly']);
    const monthlyLeads = { premium_monthly: { ...PLANS.premium_monthly, leads: true }, premium_annual: { ...PLANS.premium_annual, leads: false } };
    expect(plansLeadingFirst(monthlyLeads).map((plan) => plan.product)).toEqual(['premium_monthly', 'premium_annual']);
  });

  it('names the same products as the database’s check constraint', () => {
    const sql = readFileSync('supabase/migrations/20261121000000_app_schema.sql', 'utf8');
    const list = sql.match(/product_id text not null check \(product_id in \(([^)]*)\)/)![1]!;
    expect([...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort()).toEqual([...PRODUCTS].sort());
  });

  it('sends a character purchase to Character Insight and anything unknown to Current Insight', () => {
    expect(reportPathFor('character')).toBe('/report/character-insight');
    expect(reportPathFor('current')).toBe('/report/current-insight');
    expect(reportPathFor('premium')).toBe('/report/current-insight');
    expect(reportPathFor(undefined)).toBe('/report/current-insight');
    for (const product of REPORT_PRODUCTS) expect(reportPathFor(REPORTS[product].reportType)).toBe(REPORTS[product].path);
  });

  it('ends a subscription one calendar period later, clamped to the end of a short month', () => {
    expect(subscriptionEnd('premium_monthly', new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(subscriptionEnd('premium_monthly', new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(subscriptionEnd('premium_annual', new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});
