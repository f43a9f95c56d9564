// Bundled for the page: the web SDK as the studio's browser app loads it.
import { initializeApp } from 'firebase/app';
import * as storage from 'firebase/storage';

Object.assign(globalThis, { firebase: { initializeApp, ...storage } });
