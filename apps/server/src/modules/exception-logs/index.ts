export { recordServerException } from './exception-logs.service';
