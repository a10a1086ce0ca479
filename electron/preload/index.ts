import { contextBridge, ipcRenderer } from 'electron';
import { createBridge, createDesktopHost, createMenuBridge } from './bridge';

contextBridge.exposeInMainWorld('bridge', createBridge(ipcRenderer));
contextBridge.exposeInMainWorld('nativeMenu', createMenuBridge(ipcRenderer));
contextBridge.exposeInMainWorld('desktop', createDesktopHost(ipcRenderer));
