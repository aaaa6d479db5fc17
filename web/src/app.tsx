import { useEffect, useState } from 'preact/hooks';
import { Lobby } from './lobby';
import { GamePage } from './game';

/** The path decides the page: `/` is the lobby, `/games/<id>` a game. */
function route(path: string): { page: 'lobby' } | { page: 'game'; gameId: string } | { page: 'missing' } {
  if (path === '/' || path === '') return { page: 'lobby' };
  const m = /^\/games\/([^/]+)\/?$/.exec(path);
  if (m) return { page: 'game', gameId: decodeURIComponent(m[1]) };
  return { page: 'missing' };
}

/** Moves to another page of the app without a reload. */
export function navigate(href: string) {
  history.pushState(null, '', href);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const r = route(path);
  return (
    <div class="shell">
      <header class="topbar">
        <a class="brand" href="/" onClick={(e) => { e.preventDefault(); navigate('/'); }}>Switchyard</a>
        <span class="tagline">18xx in the browser</span>
        <nav>
          <a href="/" onClick={(e) => { e.preventDefault(); navigate('/'); }}>Lobby</a>
          <a href="/graphql">GraphQL API</a>
        </nav>
      </header>
      <main>
        {r.page === 'lobby' && <Lobby />}
        {r.page === 'game' && <GamePage key={r.gameId} gameId={r.gameId} />}
        {r.page === 'missing' && <p>No such page. <a href="/">Back to the lobby</a>.</p>}
      </main>
    </div>
  );
}
