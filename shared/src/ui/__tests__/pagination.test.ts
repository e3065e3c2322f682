import { pageWindow } from '../pagination'

describe('pageWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageWindow(0, 1)).toEqual([0])
    expect(pageWindow(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('keeps 7 pages around the current one, clamped at both ends', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13])
    expect(pageWindow(19, 20)).toEqual([13, 14, 15, 16, 17, 18, 19])
  })
})
