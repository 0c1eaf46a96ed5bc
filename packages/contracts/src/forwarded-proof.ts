// How the web server proves to the quiz-service that it wrote the X-Forwarded-For the service
// reads for its per-address rate limits. The service believes that header only when this one
// carries FORWARDED_FOR_SECRET (a secret only the web and the service hold); without it the
// address is the connection's own, however the request reached the service.

/** The header carrying FORWARDED_FOR_SECRET, from the web to the quiz-service only. */
export const FORWARDED_PROOF_HEADER = 'x-apogee-forwarded-secret';
