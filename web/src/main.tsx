import '@fontsource-variable/inter/wght.css';
import { startApp } from './app/start.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
await startApp(root);
