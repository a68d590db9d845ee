import { describe, expect, it } from 'vitest';
import { openingSpan } from './warehouse-hours.ts';

const slot = (BusinessHourID: string | null, BusinessHour: string, BusinessHourRanking = 1) => ({ BusinessHourID, BusinessHour, BusinessHourRanking, MomentCanBeUsed: true });

describe('openingSpan', () => {
  it('spans the first slot’s start to the last one’s end, the drop-off box left out', () => {
    expect(openingSpan([slot('DROP', 'voor 7:30', 0), slot('B', '16:00 - 17:00', 3), slot('A', '9:00 - 10:00', 1), slot('C', '13:00 - 14:00', 2)])).toBe('09:00 – 17:00');
  });

  it('is null on a day without slots (the placeholder: closed)', () => {
    expect(openingSpan([slot(null, '')])).toBeNull();
    expect(openingSpan([])).toBeNull();
    expect(openingSpan([slot('DROP', 'voor 7:30')])).toBeNull();
  });

  it('lists labels that are no span as they are', () => {
    expect(openingSpan([slot('A', 'voormiddag', 1), slot('B', '13:00 - 17:00', 2)])).toBe('voormiddag, 13:00 - 17:00');
  });
});
