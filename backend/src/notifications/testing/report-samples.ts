// Bounce and complaint reports as mail servers send them, for the specs: a DSN (RFC 3464) from a
// receiving server that refused the address, a DSN about a delay (not a bounce), an ARF complaint
// (RFC 5965) from a mailbox provider's feedback loop, and a mail to the mailto unsubscribe address.
// `TOKEN` is replaced with the mail token of the member the mail was for.

/** A permanent failure (5.1.1, no such user), reported to the VERP bounce address. */
export const DSN_HARD_BOUNCE = `Return-Path: <>
Delivered-To: bounce+TOKEN@amoretto.local
Received: from mx.example.net (mx.example.net [192.0.2.10])
	by mail.amoretto.local with ESMTP id 4F2A1C0031
	for <bounce+TOKEN@amoretto.local>; Thu, 26 Nov 2026 02:10:07 +0000
From: Mail Delivery System <MAILER-DAEMON@mx.example.net>
To: bounce+TOKEN@amoretto.local
Subject: Undelivered Mail Returned to Sender
Date: Thu, 26 Nov 2026 02:10:07 +0000
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
	boundary="4F2A1C0031.1795658000/mx.example.net"
Message-Id: <20261126021007.4F2A1C0031@mx.example.net>

This is a MIME-encapsulated message.

--4F2A1C0031.1795658000/mx.example.net
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.example.net.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

<RECIPIENT>: host mx.example.net[192.0.2.10] said: 550 5.1.1
    <RECIPIENT>: Recipient address rejected: User unknown in virtual mailbox
    table (in reply to RCPT TO command)

--4F2A1C0031.1795658000/mx.example.net
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net
X-Postfix-Queue-ID: 4F2A1C0031
X-Postfix-Sender: rfc822; bounce+TOKEN@amoretto.local
Arrival-Date: Thu, 26 Nov 2026 02:10:06 +0000

Final-Recipient: rfc822; <RECIPIENT>
Original-Recipient: rfc822;<RECIPIENT>
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.example.net
Diagnostic-Code: smtp; 550 5.1.1 <RECIPIENT>: Recipient address rejected: User
    unknown in virtual mailbox table

--4F2A1C0031.1795658000/mx.example.net
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

Return-Path: <bounce+TOKEN@amoretto.local>
From: Amoretto <no-reply@amoretto.local>
To: <RECIPIENT>
Subject: New message from Giulia
List-Unsubscribe: <mailto:unsubscribe+TOKEN@amoretto.local?subject=unsubscribe>, <http://localhost:3000/api/unsubscribe/TOKEN>
List-Unsubscribe-Post: List-Unsubscribe=One-Click

--4F2A1C0031.1795658000/mx.example.net--
`;

/** A delay warning (4.4.1): the mail may still arrive, so it is no bounce. */
export const DSN_DELAYED = DSN_HARD_BOUNCE.replace('Action: failed', 'Action: delayed')
  .replace('Status: 5.1.1', 'Status: 4.4.1')
  .replace('Subject: Undelivered Mail Returned to Sender', 'Subject: Delayed Mail (still being retried)');

/**
 * A spam complaint from a feedback loop: the provider sends it to the address registered for the
 * loop (not the VERP address), so the member is found through the original mail's headers.
 */
export const ARF_COMPLAINT = `Return-Path: <fbl@mailbox-provider.example>
Delivered-To: fbl@amoretto.local
From: Feedback Loop <fbl@mailbox-provider.example>
To: fbl@amoretto.local
Subject: FW: New message from Giulia
Date: Thu, 26 Nov 2026 02:12:00 +0000
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report;
	boundary="part1_13d.2e68ed54_boundary"

--part1_13d.2e68ed54_boundary
Content-Type: text/plain; charset="US-ASCII"
Content-Transfer-Encoding: 7bit

This is an email abuse report for an email message received from IP
192.0.2.1 on Thu, 26 Nov 2026 02:05:00 +0000.
For more information about this format please see
http://tools.ietf.org/html/rfc5965.

--part1_13d.2e68ed54_boundary
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: SomeGenerator/1.0
Version: 1
Original-Mail-From: <bounce+TOKEN@amoretto.local>
Arrival-Date: Thu, 26 Nov 2026 02:05:00 +0000
Source-IP: 192.0.2.1
Reported-Domain: amoretto.local

--part1_13d.2e68ed54_boundary
Content-Type: message/rfc822
Content-Disposition: inline

Return-Path: <bounce+TOKEN@amoretto.local>
From: Amoretto <no-reply@amoretto.local>
Received: from mail.amoretto.local (mail.amoretto.local [192.0.2.1])
	by mx.mailbox-provider.example; Thu, 26 Nov 2026 02:05:00 +0000
To: Redacted <redacted@mailbox-provider.example>
Subject: New message from Giulia
List-Unsubscribe: <mailto:unsubscribe+TOKEN@amoretto.local?subject=unsubscribe>, <http://localhost:3000/api/unsubscribe/TOKEN>
List-Unsubscribe-Post: List-Unsubscribe=One-Click
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Hi Marco,

Giulia sent you a new message on Amoretto.

--part1_13d.2e68ed54_boundary--
`;

/** What a mail client sends to the mailto: of List-Unsubscribe. */
export const MAILTO_UNSUBSCRIBE = `Return-Path: <RECIPIENT>
Delivered-To: unsubscribe+TOKEN@amoretto.local
From: <RECIPIENT>
To: unsubscribe+TOKEN@amoretto.local
Subject: unsubscribe
Date: Thu, 26 Nov 2026 02:15:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

unsubscribe
`;

/** A report with someone's real address but no token of ours: it must change nothing. */
export const DSN_WITHOUT_TOKEN = DSN_HARD_BOUNCE.replace(/bounce\+TOKEN@amoretto\.local/g, 'bounce@amoretto.local')
  .replace(/\/api\/unsubscribe\/TOKEN/g, '/api/unsubscribe/none')
  .replace(/unsubscribe\+TOKEN/g, 'unsubscribe');

export function sample(raw: string, token: string, recipient = 'marco@example.com'): string {
  return raw
    .replace(/TOKEN/g, token)
    .replace(/<RECIPIENT>/g, recipient)
    .replace(/\n/g, '\r\n');
}
