import { filterRequested } from '../random-exercise-query'

const topicId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41'

describe('filterRequested: the filter a "Practise this" link puts in the address', () => {
  it('reads a topic, or a type with a target, as a whole filter', () => {
    expect(filterRequested(`?materialTopicId=${topicId}`)).toEqual({ materialTopicId: topicId })
    expect(filterRequested('?examType=GENERAL&examTarget=CAMPINA')).toEqual({
      examType: 'GENERAL',
      examTarget: 'CAMPINA',
    })
    expect(filterRequested(new URLSearchParams({ difficulty: 'EASY', review: 'due' }))).toEqual({
      difficulty: 'EASY',
    })
  })

  it('asks for nothing without those parameters, and leaves out values the pick would refuse', () => {
    expect(filterRequested('')).toBeUndefined()
    expect(filterRequested('?review=due&pupilUserId=x')).toBeUndefined()
    expect(filterRequested('?materialTopicId=conditionals&examTarget=academy')).toBeUndefined()
    expect(filterRequested(`?materialTopicId=${topicId}&examType=READING`)).toEqual({
      materialTopicId: topicId,
    })
  })
})
