import { describe, expect, it } from 'vitest';
import { movedOrder, orderFromField } from './picture-order';

describe('movedOrder', () => {
  it('takes a picture out and puts it in at the place it was dropped on', () => {
    expect(movedOrder([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(movedOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 4, 1]);
    expect(movedOrder([1, 2, 3, 4], 2, 1)).toEqual([1, 2, 3, 4]);
    expect(movedOrder([1, 2, 3, 4], 3, 1)).toEqual([1, 3, 2, 4]);
    expect(movedOrder([1, 2, 3, 4], 2, 2)).toEqual([1, 3, 2, 4]);
  });

  it('leaves the order alone for an unknown picture or a place outside the list', () => {
    const ids = [1, 2, 3];
    expect(movedOrder(ids, 9, 0)).toEqual(ids);
    expect(movedOrder(ids, 1, -1)).toEqual(ids);
    expect(movedOrder(ids, 1, 3)).toEqual(ids);
    expect(movedOrder(ids, 1, 3)).not.toBe(ids);
  });
});

describe('orderFromField', () => {
  it('reads the posted ids and refuses anything else as a whole', () => {
    expect(orderFromField('3,1,2')).toEqual([3, 1, 2]);
    expect(orderFromField('3,,2')).toEqual([]);
    expect(orderFromField('3,-1')).toEqual([]);
    expect(orderFromField('0')).toEqual([]);
    expect(orderFromField(null)).toEqual([]);
    expect(orderFromField('1'.repeat(11))).toEqual([]);
  });
});
