#!/bin/sh
# Runs once, when the PostgreSQL volume is new: one database per process, both owned by
# POSTGRES_USER. The CMS (Strapi) and the quiz-service each create their own tables at start.
set -eu

for database in apogee_cms apogee_quiz; do
  echo "init: creating database ${database}"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres <<SQL
CREATE DATABASE ${database} OWNER "${POSTGRES_USER}";
SQL
done
