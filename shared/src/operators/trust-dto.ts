// Limits tied to trust (docs/product.md#trust), as moderators read them in the console.

/** The numbers of the limits: one row of `trust_rules`. */
export interface TrustRules {
  /** An account confirmed less than this long ago that never bought credits is limited (and any unconfirmed one). */
  new_account_hours: number;
  /** What a limited member may send per minute to real members (fictional profiles not counted). */
  limited_messages_per_minute: number;
  /** An upheld report younger than this limits the reported member. */
  upheld_report_days: number;
  /** Blocks or reports within this window count towards a hold. */
  hold_window_hours: number;
  /** This many members blocking one member within the window hold it for review. */
  hold_blockers: number;
  /** This many members reporting one member within the window hold it for review. */
  hold_reporters: number;
}

/** A member held for review: may write to fictional profiles only, until a moderator releases them. */
export interface HeldMember {
  id: number;
  name: string;
  country: string;
  held_at: string;
  reason: 'blocks' | 'reports';
  /** Members blocking and reporting them within the rules' window, now. */
  recent_blockers: number;
  recent_reporters: number;
}

/** `GET /api/operator/trust`. */
export interface TrustOverview {
  rules: TrustRules;
  held: HeldMember[];
}
