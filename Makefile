# Troc — the two commands are `make start` and `make test`; the rest helps day to day.
SHELL := /bin/bash
.DEFAULT_GOAL := help
STAMP := node_modules/.install-stamp
LOCKS := package.json package-lock.json $(wildcard */package.json frontends/*/package.json)

.PHONY: help start test dev build build-back build-front install lint boundaries graph format typecheck migration savings-rollup bench-search bench-counters bench-pages bench-trackers bench-alerts bench-calendar bench-impact bench-import bench-export bench-mass-edit bench-load bench-smoke clean

help:
	@echo "make start   installe, construit et sert Troc sur http://localhost:$${PORT:-3000}/fr/ (SQLite, données de démo)"
	@echo "make test    installe et lance toutes les suites de tests"
	@echo "make dev     back end en mode watch et serveurs webpack avec rechargement"
	@echo "make lint    eslint + prettier + frontières des modules ; make typecheck ; make migration NAME=Nom"
	@echo "make graph   dessine le graphe des modules du back end (Mermaid, docs/module-graph.mmd)"

$(STAMP): $(LOCKS)
	npm install --no-audit --no-fund
	@touch $(STAMP)

install: $(STAMP)

build-back: install
	npx tsc -b shared backend

# The four front ends are rebuilt only when a source of theirs (or of shared/) has changed.
FRONT_SOURCES := $(shell find frontends/shell/src frontends/marketplace/src frontends/backoffice/src frontends/carbon/src frontends/ui/src shared/src -type f 2>/dev/null) \
	frontends/webpack.common.cjs frontends/build/generators.cjs $(wildcard frontends/*/webpack.config.cjs frontends/*/package.json)
FRONT_BUILT := frontends/shell/dist/index.html

$(FRONT_BUILT): $(STAMP) $(FRONT_SOURCES)
	npm run build:fronts

build-front: $(FRONT_BUILT)

build: build-back build-front

start: build
	node backend/dist/main.js

# The back end builds first in the test run's first lane, the front ends in its second (test-all.sh).
test: install
	bash infra/scripts/test-all.sh

dev: build-back
	bash infra/scripts/dev.sh

typecheck: install
	bash infra/scripts/typecheck.sh

lint: install
	npx eslint . && npx prettier --check . && $(MAKE) --no-print-directory boundaries

# Module boundaries (.dependency-cruiser.cjs): a module is entered through its index.ts, no cycle between modules, core/ knows no module.
boundaries: install
	npx depcruise backend/src --config .dependency-cruiser.cjs --output-type err

# The back end's module graph as Mermaid text, one box per module (paste it in any Mermaid viewer, or render it on GitHub).
graph: install
	npx depcruise backend/src --config .dependency-cruiser.cjs --exclude '\.spec\.ts$$' --include-only '^backend/src/modules/' \
		--collapse '^backend/src/modules/[^/]+' --output-type mermaid > docs/module-graph.mmd
	@cat docs/module-graph.mmd

format: install
	npx prettier --write .

migration: build-back
	@test -n "$(NAME)" || (echo "Usage : make migration NAME=NomEnCamelCase (DATABASE_URL=mariadb://root@127.0.0.1:3306/)"; exit 1)
	DATABASE_URL=$${DATABASE_URL:-mariadb://root@127.0.0.1:3306/} node backend/dist/database/generate-migration.js $(NAME)

# The savings dashboard's monthly rollup summed again from every completed exchange (DATABASE_URL, else the SQLite file).
savings-rollup: build-back
	node backend/dist/database/rebuild-savings-rollup.js

# Search benchmark on SQLite then MariaDB/MySQL (BENCH_LISTINGS, BENCH_RUNS, BENCH_EXPLAIN=1, BENCH_KEEP=1 ...).
bench-search: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-search.js

# Polling benchmark: the counters call (SQLite, then with Redis) against a bare Express (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_PROFILE=dir ...).
bench-counters: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-counters.js

# Saved searches benchmark: the alerts' job over 10,000 alerts and 100,000 listings, SQLite then MariaDB (BENCH_ALERTS, BENCH_NEW ...).
bench-alerts: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-alerts.js

# Exchanges benchmark: « Mes échanges » and an exchange's view at 100,000 exchanges, SQLite then MariaDB (BENCH_TRACKERS, BENCH_LISTINGS ...).
bench-trackers: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-trackers.js

# Calendar benchmark: a loan listing's availability over a year (1,000 periods) and the calendar loader, next to the SQL alone, SQLite then MariaDB (BENCH_PERIODS, BENCH_OTHERS ...).
bench-calendar: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-calendar.js

# Impact benchmark: the savings dashboard over 100,000 completed exchanges and the model library's search, next to the SQL alone, SQLite then MariaDB (BENCH_TRACKERS, BENCH_MODELS ...).
bench-impact: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-impact.js

# Import benchmark: 10,000 listing lines in CSV and XLSX through « Mes imports », next to a bulk insert of the same rows, SQLite then MariaDB (BENCH_LINES ...).
bench-import: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-import.js

# Export benchmark: « Mes annonces » at 100,000 listings in CSV and XLSX, each line in a fresh process, next to the same rows read and written bare, SQLite then MariaDB (BENCH_LISTINGS, BENCH_CASES ...).
bench-export: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-export.js

# Mass edit benchmark: 10,000 listings edited through « Modifier en masse » with the per-line report, next to one bulk UPDATE, SQLite then MariaDB (BENCH_LISTINGS, BENCH_DUMP=1 ...).
bench-mass-edit: build-back
	npx tsc -p backend/scripts/bench
	node --expose-gc backend/scripts/bench/dist/bench-mass-edit.js

# Load benchmark: 200 connections × 60 s of search, listing pages, home and counters, on SQLite then MariaDB + Redis, next to a bare Express (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_LISTINGS, BENCH_COSTS=seconds, BENCH_PROFILE=dir ...).
bench-load: build-back
	npx tsc -p backend/scripts/bench
	node backend/scripts/bench/dist/bench-load.js

# Every bench at its smallest size, from one seeded template: shows that each still runs to its end (make test runs it).
bench-smoke: build
	bash infra/scripts/bench-smoke.sh

# Pages on a first visit, light and heavy (2,000 listings, an import of 10,000 lines): JS and CSS on the wire, files, first paint and time to usable (BENCH_RUNS, BENCH_PAGES_LISTINGS, BENCH_PAGES_IMPORT_LINES, BENCH_VERBOSE=1).
bench-pages: build
	npx tsc -p backend/scripts/bench
	node infra/scripts/bench-pages.mjs

clean:
	rm -rf node_modules */dist frontends/*/dist test-results backend/tsconfig.tsbuildinfo shared/tsconfig.tsbuildinfo
