import {
  validateContactRequest,
  validateSendToFriendRequest,
  validateSubscriptionRequest,
} from '../../../domain/requests/visitor-requests';
import type { Subscription, VisitorRequests } from '../../ports/visitor-requests';
import { notFound, submit, type Submission } from '../submission';

type Deps = { readonly requests: VisitorRequests };

/** §1 contact form: validated, then handed to the agency. */
export class SubmitContactRequest {
  constructor(private readonly deps: Deps) {}

  execute(input: unknown): Promise<Submission<true>> {
    return submit(validateContactRequest(input), async (request) => {
      await this.deps.requests.contact(request);
      return true as const;
    });
  }
}

/** §1 send a listing to a friend. */
export class SendEstateToFriend {
  constructor(private readonly deps: Deps) {}

  execute(input: unknown): Promise<Submission<true>> {
    return submit(validateSendToFriendRequest(input), async (request) => {
      await this.deps.requests.sendToFriend(request);
      return true as const;
    });
  }
}

/** §1 keep me informed: a subscription to new listings; its token lets the visitor edit or leave it. */
export class Subscribe {
  constructor(private readonly deps: Deps) {}

  execute(input: unknown): Promise<Submission<Subscription>> {
    return submit(validateSubscriptionRequest(input), (request) => this.deps.requests.subscribe(request));
  }
}

export class EditSubscription {
  constructor(private readonly deps: Deps) {}

  execute(token: string, input: unknown): Promise<Submission<Subscription>> {
    return submit(validateSubscriptionRequest(input), (request) => this.deps.requests.editSubscription(token, request));
  }
}

export class Unsubscribe {
  constructor(private readonly deps: Deps) {}

  async execute(token: string): Promise<Submission<true>> {
    return (await this.deps.requests.unsubscribe(token)) ? { ok: true, value: true } : notFound;
  }
}
