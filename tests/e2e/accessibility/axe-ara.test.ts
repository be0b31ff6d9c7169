import { checkEveryPageIn } from './check-every-page.ts';

checkEveryPageIn('ara');
