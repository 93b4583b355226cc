import { Result } from 'antd';

/** antd's Result, in a module of its own: loaded by StatusResult the first time one shows. */
export const AntdResult = Result;
