export * from './types';
export * from './CronDayOfMonth';
export * from './CronDayOfWeek';
export * from './CronField';
export * from './CronHour';
export * from './CronMinute';
export * from './CronMonth';
export * from './CronSecond';
