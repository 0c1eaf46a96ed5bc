# docker-compose.yml's origin: the balancer (nginx) in front of the web replicas. The scale-out
# run and the bench write their own origin.vcl (scripts/lib/varnish.mjs), found first in their
# vcl_path.
probe origin_health {
  # Answered by a web replica through the balancer: sick when no replica answers.
  .url = "/robots.txt";
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend origin {
  .host = "balancer";
  .port = "3000";
  .probe = origin_health;
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
}

# Purges without the secret: only from inside the container (an operator's varnishadm shell).
# The quiz-service purges with SHARED_CACHE_PURGE_SECRET.
acl purgers {
  "127.0.0.1";
  "::1";
}
