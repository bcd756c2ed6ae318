// Hidden tests of the same bug (harrisiirak/cron-parser#445: a duplicated 0 passed field
// validation, since 0 is falsy, and later crashed stringify), written for this corpus.
import { CronDayOfWeek, CronExpressionParser, CronHour, CronMinute, CronSecond } from '../../src';

describe('duplicate zero values', () => {
  test('fields built directly reject a repeated 0 anywhere in the list', () => {
    expect(() => new CronMinute([0, 15, 0])).toThrow('CronMinute Validation error, duplicate values found: 0');
    expect(() => new CronHour([5, 0, 0])).toThrow('CronHour Validation error, duplicate values found: 0');
    expect(() => new CronSecond([30, 0, 45, 0])).toThrow('CronSecond Validation error, duplicate values found: 0');
  });

  test('expressions with a repeated 0 in a list or next to a range are rejected', () => {
    expect(() => CronExpressionParser.parse('0 0,5,0 * * *')).toThrow('CronHour Validation error, duplicate values found: 0');
    expect(() => CronExpressionParser.parse('0,0 * * * * *')).toThrow('CronSecond Validation error, duplicate values found: 0');
    expect(() => CronExpressionParser.parse('0-2,0 * * * *')).toThrow('CronMinute Validation error, duplicate values found: 0');
  });

  test('non-zero duplicates are still rejected', () => {
    expect(() => new CronMinute([7, 7])).toThrow('CronMinute Validation error, duplicate values found: 7');
  });

  test('lists with one zero still parse and print', () => {
    expect(CronExpressionParser.parse('0,15,30,45 * * * *').stringify()).toBe('*/15 * * * *');
    expect(new CronDayOfWeek([0, 1, 2]).values).toEqual([0, 1, 2]);
    expect(new CronHour([0]).values).toEqual([0]);
  });
});
