import { render } from 'preact';
import { App } from './App';
import { registerServiceWorker } from './ui/offline';
import './styles.css';

render(<App />, document.getElementById('app')!);
registerServiceWorker();
