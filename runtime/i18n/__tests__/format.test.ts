import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../format.ts';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

describe('formatDate', () => {
  it('writes a calendar date in the long style of the page language', () => {
    expect(formatDate('2025-10-25', 'zh')).toBe('2025年10月25日');
    expect(formatDate('2025-10-25', 'en')).toBe('October 25, 2025');
    expect(formatDate('2025-10-25', 'fra')).toBe('25 octobre 2025');
    expect(formatDate('2025-10-25', 'spa')).toBe('25 de octubre de 2025');
    expect(formatDate('2025-10-25', 'ru')).toMatch(/^25 октября 2025/);
  });

  it('uses the BCP 47 tag of the segment, with the digits Intl gives (Arabic)', () => {
    const arabic = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(utc(2025, 10, 25));
    expect(formatDate('2025-10-25', 'ara')).toBe(arabic);
    expect(formatDate('2025-10-25', 'jp')).toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }).format(utc(2025, 10, 25)));
  });

  it('never shifts the day with the time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatDate('2025-12-31 23:30:00', 'en')).toBe('December 31, 2025');
    expect(formatDate('2025-12-31 23:30', 'en', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })).toBe('Dec 31, 2025, 23:30');
  });

  it('takes options, timestamps, Date objects and ISO date-times', () => {
    expect(formatDate('2025-10-25', 'zh', { year: 'numeric', month: 'long' })).toBe('2025年10月');
    expect(formatDate(utc(2024, 2, 29), 'en')).toBe('February 29, 2024');
    expect(formatDate(utc(2024, 2, 29).getTime(), 'en')).toBe('February 29, 2024');
    expect(formatDate('2024-02-29T22:00:00Z', 'en')).toBe('February 29, 2024');
    expect(formatDate('2024-02-29T22:00:00-05:00', 'en', { dateStyle: 'long', timeZone: 'Asia/Shanghai' })).toBe('March 1, 2024');
  });

  it('gives text that is not a date back as it is', () => {
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('2025', 'en')).toBe('2025');
    expect(formatDate('Spring 2025', 'zh')).toBe('Spring 2025');
    expect(formatDate('2025-02-30', 'en')).toBe('2025-02-30');
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups and separates as the page language does', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'zh')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'fra')).toBe(new Intl.NumberFormat('fr').format(1234567.5));
    expect(formatNumber(1234567, 'ru')).toBe(new Intl.NumberFormat('ru').format(1234567));
    expect(formatNumber(1234567, 'ara')).toBe(new Intl.NumberFormat('ar').format(1234567));
  });

  it('takes Intl options and bigints', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('25.6%');
    expect(formatNumber(12345, 'en', { notation: 'compact' })).toBe('12K');
    expect(formatNumber(12345678901234567890n, 'en')).toBe('12,345,678,901,234,567,890');
  });

  it('writes nothing for NaN and infinities', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});
