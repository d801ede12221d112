/**
 * "Sign in with <provider>" for each provider the API names (GET /v1/players/sign-in/providers; none: no
 * section), and, signed in with one, which and a way to sign this device out of it.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, unwrap } from '../api/client';
import { clearToken, currentProvider, currentToken, type Provider, savedName } from '../api/token';
import { addEnglish, t, tRich } from '../i18n';
import { account } from '../i18n/en/account';
import { navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';

addEnglish(account);

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
      <h2 id="sign-in-with">
        {using ? t('account.signIn.signedInWith', { provider: using.name }) : t('account.signIn.withAccount')}
      </h2>
      {using ? (
        <>
          <p>
            {tRich('account.signIn.playsAs', {
              name: savedName() ?? '',
              provider: using.name,
              b: (words) => <strong>{words}</strong>,
            })}
          </p>
          <button
            type="button"
            onClick={() => {
              clearToken();
              navigate('/', { replace: true });
            }}
          >
            {t('account.signIn.signOut', { provider: using.name })}
          </button>
        </>
      ) : (
        <p>{anonymous ? t('account.signIn.link', { name: anonymous }) : t('account.signIn.playAsAccount')}</p>
      )}
      <Problem text={error} />
      {!using && (
        <div class="actions">
          {providers.map((p) => (
            <button type="button" key={p.issuer} disabled={going !== null} onClick={() => go(p)}>
              {going === p.issuer
                ? t('account.signIn.going', { provider: p.name })
                : t('account.signIn.with', { provider: p.name })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
