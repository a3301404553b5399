# The park in two commands: `make run` and `make test`. See README.md.
SHELL := /bin/bash
NPX := npx --no-install
STAMP := node_modules/.install-stamp

.PHONY: install build run test check typecheck lint format migrate seed bench clean

## install: npm dependencies, only when package.json or the lock file changed
install: $(STAMP)
$(STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

## build: the web app into adapters/web/dist, and the server and `park` command into dist/ (compiled JavaScript)
build: install
	npm run build

## run: install, build, migrate and seed the embedded database (each its own process), serve on http://localhost:3000
run: build
	node dist/park.js db migrate
	node dist/park.js db seed
	node dist/park.js serve

## test: install, build, then typecheck, lint and every test (PostgreSQL too when TEST_DATABASE_URL is set)
test: build
	$(NPX) tsc --noEmit -p tsconfig.json
	$(NPX) eslint .
	$(NPX) prettier --check .
	$(NPX) vitest run

check: test

typecheck: install
	$(NPX) tsc --noEmit -p tsconfig.json

lint: install
	$(NPX) eslint . && $(NPX) prettier --check .

format: install
	$(NPX) prettier --write .

migrate: build
	node dist/park.js db migrate

seed: build
	node dist/park.js db seed

## bench: load and report timings against their budgets (needs PostgreSQL; not part of test). README "Benchmarks"
bench: build
	$(NPX) tsx bench/run.ts

clean:
	rm -rf adapters/web/dist .data node_modules
