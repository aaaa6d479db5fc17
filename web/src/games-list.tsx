/** The paged list of games on the server. */
export function GamesList() {
  return <p class="muted">The list of games appears here.</p>;
}
