export { formatAmount, formatBalance, formatCount, NO_VALUE } from './format-balance';
