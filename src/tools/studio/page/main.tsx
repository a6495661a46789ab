/** The product studio's page (`npm run studio`, src/tools/studio/studio.ts); never part of the storefront. */
import { createRoot } from 'react-dom/client';
import '../../../app/styles/app.css';
import './studio.css';
import { StudioApp } from './studio-app.js';

createRoot(document.getElementById('studio')!).render(<StudioApp />);
