declare module '*.css';
declare module 'systemjs/dist/system.js';
