export interface Portrait {
  background: string
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'buzz'
}

export interface Testimonial {
  name: string
  quote: string
  remark?: string
  portrait: Portrait
}

/** Former pupils' words, shown one at a time on the landing page. */
export const testimonials: Testimonial[] = [
  {
    name: 'Andreea M.',
    quote:
      'The grammar chapters were exactly what I needed. After a month of daily tests I stopped being afraid of the English paper.',
    remark: 'Admitted to the Police Academy',
    portrait: { background: '#1d4ed8', skin: '#f1c9a5', hair: '#3b2314', hairStyle: 'long' },
  },
  {
    name: 'Radu P.',
    quote: 'I did the exercise of the day every morning on the bus. Small steps, but they added up.',
    remark: 'Câmpina police agents school',
    portrait: { background: '#c2410c', skin: '#e0ac7e', hair: '#1f1f1f', hairStyle: 'short' },
  },
  {
    name: 'Ioana D.',
    quote:
      'Reviewing my attempts showed me the same three mistakes over and over. Once I saw them, I fixed them.',
    portrait: { background: '#15803d', skin: '#f3d3b5', hair: '#8a4b22', hairStyle: 'bun' },
  },
  {
    name: 'Mihai C.',
    quote:
      'The explanations told me why an answer was wrong, not just that it was. That is what made the difference.',
    remark: 'Admitted to the Police Academy',
    portrait: { background: '#7c3aed', skin: '#c98e62', hair: '#2a1a10', hairStyle: 'buzz' },
  },
  {
    name: 'Elena S.',
    quote: 'My teacher could see every test I took, so our lessons went straight to what I did not know.',
    remark: 'Online lessons with a teacher',
    portrait: { background: '#0e7490', skin: '#f1c9a5', hair: '#d4a017', hairStyle: 'long' },
  },
  {
    name: 'Andrei V.',
    quote: 'Generated exams let me practise only prepositions for a whole week. Boring, but it worked.',
    portrait: { background: '#be123c', skin: '#e8b894', hair: '#4a2c17', hairStyle: 'curly' },
  },
  {
    name: 'Cristina T.',
    quote: 'The tests felt like the real exam: same kind of questions, same time pressure.',
    remark: 'Câmpina police agents school',
    portrait: { background: '#1d4ed8', skin: '#d9a07a', hair: '#1f1f1f', hairStyle: 'bun' },
  },
  {
    name: 'Vlad G.',
    quote: 'I started with an average of 6 and finished with 9.20 on my last ten tests.',
    remark: 'Admitted to the Police Academy',
    portrait: { background: '#a16207', skin: '#f3d3b5', hair: '#6b3e1f', hairStyle: 'short' },
  },
  {
    name: 'Bianca L.',
    quote: 'Interactive mode is addictive in a good way: one more exercise, then one more.',
    portrait: { background: '#15803d', skin: '#c98e62', hair: '#2a1a10', hairStyle: 'curly' },
  },
  {
    name: 'Sorin N.',
    quote: 'Clear lessons, honest feedback, and no time wasted on things that are not in the exam.',
    remark: 'Câmpina police agents school',
    portrait: { background: '#7c3aed', skin: '#e0ac7e', hair: '#9ca3af', hairStyle: 'buzz' },
  },
  {
    name: 'Diana R.',
    quote:
      'I worked through every Academy test in the list before the exam. On the day, nothing surprised me.',
    remark: 'Admitted to the Police Academy',
    portrait: { background: '#be123c', skin: '#f1c9a5', hair: '#5a3217', hairStyle: 'long' },
  },
]
