export interface AuthState {
  isLoggedIn: boolean;
}

/**
 * The visitor's session. There are no accounts yet, so everyone is logged out;
 * the accounts issue replaces this with the real user query (GET /api/user.php).
 */
export function useAuth(): AuthState {
  return { isLoggedIn: false };
}
