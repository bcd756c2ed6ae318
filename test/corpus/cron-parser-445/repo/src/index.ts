/* istanbul ignore file */
import { CronExpressionParser } from './CronExpressionParser';

export { CronDate } from './CronDate';
export { CronFieldCollection } from './CronFieldCollection';
export { CronExpression, type CronExpressionOptions } from './CronExpression';
export { CronExpressionParser } from './CronExpressionParser';
export { CronFileParser, type CronFileParserResult } from './CronFileParser';

export * from './fields';
export default CronExpressionParser;
