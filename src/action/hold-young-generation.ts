import { setFlagsFromString } from 'node:v8';

new Headers();
setFlagsFromString('--semi-space-growth-factor=1');
