import { describe, expect, it } from 'vitest';
import { annualSavingFromStore, readDisplayAmount } from './store-prices';

describe('reading a store display price', () => {
  it('reads the number of the formats the stores use, with its separators', () => {
    expect(readDisplayAmount('₩14,000')).toMatchObject({ value: 14000, decimals: 0, group: ',', currencyText: '₩|' });
    expect(readDisplayAmount('$9.99')).toMatchObject({ value: 9.99, decimals: 2, decimal: '.', group: '' });
    expect(readDisplayAmount('1.234,56 €')).toMatchObject({ value: 1234.56, decimal: ',', group: '.', currencyText: '|€' });
    expect(readDisplayAmount("CHF 1'200.50")).toMatchObject({ value: 1200.5, decimal: '.', group: "'", currencyText: 'CHF|' });
    expect(readDisplayAmount('12\u00a0000 ₽')).toMatchObject({ value: 12000, group: '\u00a0' });
    expect(readDisplayAmount('US$99.99')).toMatchObject({ value: 99.99, currencyText: 'US$|' });
    expect(readDisplayAmount('₩140,000')).toMatchObject({ value: 140000 });
    expect(readDisplayAmount('£4,99')).toMatchObject({ value: 4.99, decimal: ',' });
  });

  it('refuses what has no single consistent reading', () => {
    expect(readDisplayAmount('Free')).toBeUndefined();
    expect(readDisplayAmount('2 for $5')).toBeUndefined();
    expect(readDisplayAmount('1,2,3')).toBeUndefined();
    expect(readDisplayAmount('12.5.3')).toBeUndefined();
    expect(readDisplayAmount('1,00,000')).toBeUndefined();
    expect(readDisplayAmount('1.234,56,7')).toBeUndefined();
  });
});

describe('the annual saving from the store’s prices', () => {
  it('is computed exactly from micros and currency when the app sends them', () => {
    const monthly = { display: '₩14,000', amountMicros: 14_000_000_000, currency: 'KRW' };
    const annual = { display: '₩140,000', amountMicros: 140_000_000_000, currency: 'KRW' };
    expect(annualSavingFromStore(monthly, annual, 'ko')).toEqual({ percent: 17, amount: '₩28,000' });
    expect(annualSavingFromStore(monthly, annual, 'en')).toEqual({ percent: 17, amount: '₩28,000' });
    const usd = annualSavingFromStore({ display: '$9.99', amountMicros: 9_990_000, currency: 'USD' }, { display: '$99.99', amountMicros: 99_990_000, currency: 'USD' }, 'en');
    expect(usd).toEqual({ percent: 17, amount: '$19.89' });
  });

  it('is read from the display strings when there are no micros, written in the annual string’s format', () => {
    expect(annualSavingFromStore({ display: '₩14,000' }, { display: '₩140,000' }, 'ko')).toEqual({ percent: 17, amount: '₩28,000' });
    expect(annualSavingFromStore({ display: '$9.99' }, { display: '$99.99' }, 'en')).toEqual({ percent: 17, amount: '$19.89' });
    expect(annualSavingFromStore({ display: '10,99 €' }, { display: '109,99 €' }, 'en')).toEqual({ percent: 17, amount: '21,89 €' });
    expect(annualSavingFromStore({ display: '₩9,900' }, { display: '₩99,000' }, 'ko')).toEqual({ percent: 17, amount: '₩19,800' });
  });

  it('gives the percent only when the amount cannot be written in the annual string’s format', () => {
    // a saving of $19.88 in a format without cents: the cents are not rounded away
    expect(annualSavingFromStore({ display: '$9.99' }, { display: '$100' }, 'en')).toEqual({ percent: 17 });
  });

  it('says nothing when the plans are in different currencies, unreadable, or the annual plan saves nothing', () => {
    expect(annualSavingFromStore({ display: '₩14,000' }, { display: '$99.99' }, 'ko')).toBeUndefined();
    expect(annualSavingFromStore({ display: 'Free' }, { display: '₩140,000' }, 'ko')).toBeUndefined();
    expect(annualSavingFromStore({ display: '₩14,000' }, { display: '₩168,000' }, 'ko')).toBeUndefined();
    expect(annualSavingFromStore({ display: '₩14,000' }, { display: '₩200,000' }, 'ko')).toBeUndefined();
    // micros in two currencies: not compared, and the strings differ too
    expect(
      annualSavingFromStore({ display: '₩14,000', amountMicros: 14_000_000_000, currency: 'KRW' }, { display: '$99.99', amountMicros: 99_990_000, currency: 'USD' }, 'ko'),
    ).toBeUndefined();
  });
});
