import { mount } from 'svelte';
import App from './App.svelte';
import { connect } from './lib/client';
import { AppState } from './lib/app-state.svelte';
import './styles/app.css';

const state = new AppState(connect());
const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target, props: { state } });
void state.load(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
