/**
 * "Sign in with <provider>" for each provider the API names (GET /v1/players/sign-in/providers; none: no
 * section), and, signed in with one, which and a way to sign this device out of it.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, unwrap } from '../api/client';
import { clearToken, currentProvider, currentToken, type Provider, savedName } from '../api/token';
import { navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';

export function SignInWith() {
  const [providers, setProviders] = useState<Provider[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState<string | null>(null);
  useEffect(() => {
    unwrap(api.GET('/v1/players/sign-in/providers'))
      .then((answer) => setProviders(answer.providers))
      .catch((err) => setError(errorText(err)));
  }, []);
  const using = currentProvider();
  const anonymous = currentToken() !== null && !using ? savedName() : null;

  async function go(p: Provider) {
    setError(null);
    setGoing(p.issuer);
    try {
      const { beginSignIn } = await import('../api/provider-sign-in');
      await beginSignIn(p, '/me');
    } catch (err) {
      setError(errorText(err));
      setGoing(null);
    }
  }

  if (providers.length === 0 && !error && !using) return null;
  return (
    <section aria-labelledby="sign-in-with">
      <h2 id="sign-in-with">{using ? `Signed in with ${using.name}` : 'Sign in with an account'}</h2>
      {using ? (
        <>
          <p>
            This device plays as <strong>{savedName()}</strong>, the player of your {using.name} account: sign
            in with it anywhere to find your tables.
          </p>
          <button
            type="button"
            onClick={() => {
              clearToken();
              navigate('/', { replace: true });
            }}
          >
            Sign this device out of {using.name}
          </button>
        </>
      ) : (
        <p>
          {anonymous
            ? `Link an account to ${anonymous} (you are asked after signing in) and sign in with it on any device to find your tables.`
            : 'Play as your account’s player, with its tables, on this device.'}
        </p>
      )}
      <Problem text={error} />
      {!using && (
        <div class="actions">
          {providers.map((p) => (
            <button type="button" key={p.issuer} disabled={going !== null} onClick={() => go(p)}>
              {going === p.issuer ? `Going to ${p.name}…` : `Sign in with ${p.name}`}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
