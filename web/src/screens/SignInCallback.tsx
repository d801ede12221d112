/**
 * Where a provider sends the page back after its login (/sign-in/callback?code&state): the code
 * is traded for an ID token, and the API finds the account's player (made on first sign-in). A
 * device that already plays as an anonymous player is asked first: link the account to that
 * player (POST /v1/players/me/identities, its tables stay), or play as the account's own player here.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, unwrap } from '../api/client';
import { completeSignIn, type ProviderSignIn } from '../api/provider-sign-in';
import { currentProvider, currentToken, savedName, saveProviderToken } from '../api/token';
import { addEnglish, t, tRich } from '../i18n';
import { account } from '../i18n/en/account';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

addEnglish(account);

// The answer is read once per page load: the code works once and the verifier is gone after.
let finishing: Promise<ProviderSignIn> | null = null;

function finish(): Promise<ProviderSignIn> {
  if (!finishing) {
    finishing = completeSignIn(location.search);
    // The code leaves the address bar (and the history) at once.
    history.replaceState(null, '', location.pathname);
  }
  return finishing;
}

/** Plays as the account's player on this device from now on (the ID token as the bearer token). */
async function playAsAccount(signIn: ProviderSignIn): Promise<void> {
  const me = await unwrap(
    api.GET('/v1/players/me', { headers: { authorization: `Bearer ${signIn.idToken}` } }),
  );
  saveProviderToken(signIn.idToken, me, signIn.provider);
  navigate(signIn.returnTo, { replace: true });
}

type State =
  | { step: 'working' }
  | { step: 'choose'; signIn: ProviderSignIn; player: string }
  | { step: 'linked'; signIn: ProviderSignIn; player: string }
  | { step: 'failed'; error: string; signIn?: ProviderSignIn };

function Choose(props: { signIn: ProviderSignIn; player: string; onState: (s: State) => void }) {
  const { signIn, player, onState } = props;
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkedElsewhere, setLinkedElsewhere] = useState(false);

  async function act(what: () => Promise<void>) {
    setError(null);
    setWorking(true);
    try {
      await what();
    } catch (err) {
      setError(errorText(err));
      if ((err as { code?: string }).code === 'auth/identity-linked-elsewhere') setLinkedElsewhere(true);
      setWorking(false);
    }
  }
  const link = () =>
    act(async () => {
      await unwrap(api.POST('/v1/players/me/identities', { body: { idToken: signIn.idToken } }));
      onState({ step: 'linked', signIn, player });
    });

  return (
    <>
      <p>
        {tRich('account.callback.signedInAs', {
          provider: signIn.provider.name,
          account: signIn.account,
          player,
          b: (words) => <strong>{words}</strong>,
        })}
      </p>
      <Problem text={error} />
      {linkedElsewhere ? (
        <p>{t('account.callback.linkedElsewhere', { player })}</p>
      ) : (
        <p>{t('account.callback.linkHint', { player, provider: signIn.provider.name })}</p>
      )}
      <div class="actions">
        {!linkedElsewhere && (
          <button type="button" class="primary" disabled={working} onClick={link}>
            {t('account.callback.linkTo', { player })}
          </button>
        )}
        <button
          type="button"
          class={linkedElsewhere ? 'primary' : undefined}
          disabled={working}
          onClick={() => act(() => playAsAccount(signIn))}
        >
          {t('account.callback.playAsAccount')}
        </button>
        <button type="button" disabled={working} onClick={() => navigate(signIn.returnTo, { replace: true })}>
          {t('account.callback.keepPlaying', { player })}
        </button>
      </div>
    </>
  );
}

export default function SignInCallback() {
  const [state, setState] = useState<State>({ step: 'working' });
  useEffect(() => {
    let live = true;
    finish()
      .then(async (signIn) => {
        const player = savedName();
        // An anonymous player (a device token) here: ask before it is left behind.
        if (currentToken() && !currentProvider() && player) {
          if (live) setState({ step: 'choose', signIn, player });
          return;
        }
        try {
          await playAsAccount(signIn);
        } catch (err) {
          if (live) setState({ step: 'failed', error: errorText(err), signIn });
        }
      })
      .catch((err) => live && setState({ step: 'failed', error: errorText(err) }));
    return () => {
      live = false;
    };
  }, []);
  const name = state.step === 'working' ? null : state.signIn?.provider.name;
  const title =
    state.step === 'failed'
      ? t('account.callback.notSignedIn')
      : state.step === 'linked'
        ? t('account.callback.linked')
        : t('account.callback.signingIn');
  useTitle(title);
  useEffect(() => {
    if (state.step !== 'working') document.querySelector<HTMLElement>('main h1')?.focus();
  }, [state.step]);

  return (
    <section class="panel">
      <h1 tabIndex={-1}>{title}</h1>
      {state.step === 'working' && <p role="status">{t('account.callback.working')}</p>}
      {state.step === 'choose' && <Choose signIn={state.signIn} player={state.player} onState={setState} />}
      {state.step === 'linked' && (
        <>
          <p role="status">
            {t('account.callback.linkedTo', { provider: state.signIn.provider.name, player: state.player })}
          </p>
          <p>
            <Link href={state.signIn.returnTo}>{t('account.callback.goOn')}</Link>
          </p>
        </>
      )}
      {state.step === 'failed' && (
        <>
          <Problem text={state.error} />
          <p>
            {tRich(name ? 'account.callback.againWith' : 'account.callback.again', {
              provider: name ?? '',
              again: (words) => <Link href="/devices">{words}</Link>,
              play: (words) => <Link href="/">{words}</Link>,
            })}
          </p>
        </>
      )}
    </section>
  );
}
