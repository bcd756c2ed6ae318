export const a = 1;
export const b = 2;
