import { Injectable } from '@nestjs/common';

/** The process's stage: once stopping (SIGTERM), health answers 503 so the load balancer sends no more. */
@Injectable()
export class Lifecycle {
  stopping = false;
}
