export { formatBalance, formatAmount, NO_VALUE } from './format-balance';
