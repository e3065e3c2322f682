/** Types for the parts of the `glicko2` package (mmai/glicko2js, plain JavaScript) that the API uses. */
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number
    rating?: number
    rd?: number
    vol?: number
    volatility_algorithm?: 'newprocedure' | 'newprocedure_mod' | 'oldprocedure' | 'oldprocedure_simple'
  }

  export interface Player {
    getRating(): number
    getRd(): number
    getVol(): number
  }

  /** [player, opponent, outcome for player: 1 win, 0.5 draw, 0 loss] */
  export type Match = [Player, Player, number]

  export class Glicko2 {
    constructor(settings?: Glicko2Settings)
    makePlayer(rating?: number, rd?: number, vol?: number): Player
    /** One rating period: every player's rating is updated from the given matches. */
    updateRatings(matches?: Match[]): void
  }
}
