import { render } from 'preact';
import { App } from './App';
import { setLocale, startLocale } from './i18n';
import { registerServiceWorker } from './ui/offline';
import './styles.css';

// The page is drawn in its language from the first frame: a language other than English loads
// its catalog first (English, bundled, stands in should that fail).
setLocale(startLocale(), false)
  .catch(() => undefined)
  .finally(() => {
    render(<App />, document.getElementById('app')!);
    registerServiceWorker();
  });
