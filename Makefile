# gridpath: astar.h + flowfield.h, their tests, bench and examples.
#   make test       compile checks, tests on i386, s390x and AArch64 (tests/cross.sh), with gcc
#                   13/14 and clang 19/22 (tests/newer_gcc.sh, newer_clang.sh) and under
#                   MemorySanitizer (tests/msan.sh) where the tools are installed, every test
#                   under AddressSanitizer/UBSan, most of them again compiled as C++ by g++ and by
#                   clang++ (tests/clangxx.sh), and built by tcc (tests/tcc.sh) (CI runs this;
#                   about 45 minutes on 2 cores)
#   make check      while you work: the main test programs only (each built once, C, under
#                   AddressSanitizer/UBSan; about a minute); make test before you commit
#   make bench      the bench on built-in maps (about a minute on 2 idle cores)
#   make bench-quick the bench on its small maps only (a few seconds)
#   make examples   the example programs (those with pictures need stb: apt-get install libstb-dev)
#   make fuzz       libFuzzer harnesses, FUZZ_SECONDS each (needs clang)
#   make tsan       the thread test under ThreadSanitizer
#   make coverage   which lines and conditions of the headers the tests run (about 14 minutes)
#   make mutants    which one-off bound tests in the headers no test catches (about an hour);
#                   sh tests/mutants.sh --ops logic swaps && || == != instead (hours)
#   make sweep      how many agents circle under ONE_FREE (BFS) on SWEEP_GRIDS generated grids
#                   with 10, 25 and 40% walls, each search loop forced in turn (a minute or two)
#   make help       this list
CC       ?= cc
CLANG    ?= clang
WARN     := -Wall -Wextra -Werror -pedantic -Wshadow
CFLAGS   ?= -O2 -g
STD      := -std=c99
SAN      := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
LDLIBS   := -lm -pthread
STB_DIR  ?= $(firstword $(wildcard /usr/include/stb /usr/local/include/stb) missing-stb)
FUZZ_SECONDS ?= 20
SWEEP_GRIDS ?= 6000
B := build

TESTS    := $(patsubst tests/%.c,$(B)/%,$(wildcard tests/test_*.c))
FUZZERS  := $(patsubst tests/%.c,$(B)/%,$(wildcard tests/fuzz_*.c))
EXAMPLES := $(patsubst examples/%.c,$(B)/%,$(wildcard examples/*.c))
BENCH_SRC := $(wildcard bench/*.c)
HEADERS  := astar.h $(wildcard flowfield.h) $(wildcard bench/*.h) $(wildcard tests/*.h)

.PHONY: all help test check bench bench-quick examples fuzz tsan coverage mutants sweep clean stb-vars test-vars
all: $(B)/bench

# the comment at the top of this file, without its first line and the '#'s
help:
	@sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p}' Makefile

$(B):
	@mkdir -p $(B)

# Tests: each tests/test_*.c is one program, built with sanitizers.
$(B)/test_%: tests/test_%.c $(HEADERS) | $(B)
	$(CC) $(STD) $(WARN) -O1 -g $(SAN) -I. -o $@ $< $(LDLIBS)
# the test_flowfield_* variants include test_flowfield.c (with one BFS loop forced)
$(filter $(B)/test_flowfield_%,$(TESTS)): tests/test_flowfield.c tests/reference.h tests/check.h
$(B)/test_astar_portable: tests/test_astar.c
# two copies of flowfield.h in one program: with SSE2 (test_simd_same.c) and without (simd_same_copy.c)
$(B)/test_simd_same: tests/test_simd_same.c tests/simd_same_copy.c tests/simd_same_field.h $(HEADERS) | $(B)
	$(CC) $(STD) $(WARN) -O1 -g $(SAN) -I. -o $@ tests/test_simd_same.c tests/simd_same_copy.c $(LDLIBS)
# test_simd_same's grids again, the second copy (tests/fma_same_copy.c) built as gcc and clang
# build by default, multiply-adds fused where they can be (-std=gnu99 -O2; -mfma on x86 where the
# CPU has FMA; gcc fuses only from -O2)
FMA_FLAGS := $(if $(filter x86_64 i686 i386,$(shell uname -m)),$(if $(shell grep -qw fma /proc/cpuinfo 2>/dev/null && echo y),-mfma))
$(B)/test_fma_same: tests/test_fma_same.c tests/test_simd_same.c tests/fma_same_copy.c tests/simd_same_field.h $(HEADERS) | $(B)
	$(CC) -std=gnu99 $(WARN) -O2 -g $(SAN) $(FMA_FLAGS) -I. -c -o $(B)/fma_same_copy.o tests/fma_same_copy.c
	$(CC) $(STD) $(WARN) -O1 -g $(SAN) -I. -o $@ tests/test_fma_same.c $(B)/fma_same_copy.o $(LDLIBS)
$(B)/test_jps_portable: tests/test_jps.c
# the same tests compiled as C++ (game code is often C++: the headers' implementation must behave
# the same there, not only compile); the test_flowfield_* variants and test_simd_same stay C only
CXX_NAMES := astar bad_input components features flowfield jps movingai smooth threads
CXX_TESTS := $(patsubst %,$(B)/cxx/test_%,$(CXX_NAMES))
$(B)/cxx/test_%: tests/test_%.c $(HEADERS) | $(B)
	@mkdir -p $(B)/cxx
	$(CXX) -x c++ $(WARN) -O1 -g $(SAN) -I. -o $@ $< $(LDLIBS)

test: $(TESTS) $(CXX_TESTS) $(if $(BENCH_SRC),$(B)/bench)
	@sh tests/run.sh tests/compile.sh tests/cross.sh tests/newer_gcc.sh tests/newer_clang.sh tests/msan.sh tests/clangxx.sh tests/tcc.sh tests/examples.sh tests/bench_cli.sh $(TESTS) $(CXX_TESTS)

# the quick loop: the programs make test also builds as C++ (CXX_NAMES), in C only, without the
# compile checks, the other machines, the forced-loop variants, the examples and the bench's
# command-line tests (tests/bench_cli.sh)
check: $(patsubst %,$(B)/test_%,$(CXX_NAMES))
	@sh tests/run.sh $^

coverage:
	@sh tests/coverage.sh

mutants:
	@sh tests/mutants.sh

# test_flowfield --sweep (see its comment): a measurement, not a test, so built without the
# sanitizers and never failing on what it counts; FLOWFIELD__FORCE 1-4 are the plain, masked,
# corridor and runs loops
sweep: | $(B)
	@for f in 1 2 3 4 5; do \
	  $(CC) $(STD) $(WARN) -O2 -DFLOWFIELD__FORCE=$$f -I. -o $(B)/sweep_$$f tests/test_flowfield.c $(LDLIBS) || exit 1; \
	  for p in 10 25 40; do $(B)/sweep_$$f --sweep $(SWEEP_GRIDS) $$p 2>/dev/null || [ $$? -eq 1 ] || exit 1; \
	  done; done

tsan: | $(B)
	$(CC) $(STD) $(WARN) -O1 -g -fsanitize=thread -I. -o $(B)/tsan_threads tests/test_threads.c $(LDLIBS)
	$(B)/tsan_threads

$(B)/bench: $(BENCH_SRC) $(HEADERS) | $(B)
	$(CC) $(STD) $(WARN) $(CFLAGS) -I. -Ibench -o $@ $(BENCH_SRC) $(LDLIBS)

bench: $(B)/bench
	$(B)/bench

bench-quick: $(B)/bench
	$(B)/bench --quick

# only the examples that read or write pictures need stb (the agents programs do not): a source
# that matches STB_NEEDS. tests/compile.sh and tests/examples.sh ask here (make stb-vars prints
# both, STB_DIR empty when stb_image.h is not there) so that one place knows
STB_NEEDS := stb_image|example_png\.h
stb-vars:
	@echo "STB_DIR='$(if $(wildcard $(STB_DIR)/stb_image.h),$(STB_DIR))' STB_NEEDS='$(STB_NEEDS)'"
# the tests' warnings, the C++ tests' names and the sanitizers, for tests/target.sh (cross.sh,
# msan.sh and clangxx.sh build the same programs other ways)
test-vars:
	@echo "WARN='$(WARN)' CXX_NAMES='$(CXX_NAMES)' SAN='$(SAN)'"

$(B)/%: examples/%.c $(HEADERS) $(wildcard examples/*.h) | $(B)
	@! grep -qE '$(STB_NEEDS)' $< || test -f $(STB_DIR)/stb_image.h || { echo "stb_image.h not found (for $<): run 'sudo apt-get install libstb-dev' or pass STB_DIR=/path/to/stb"; exit 1; }
	$(CC) $(STD) $(WARN) $(CFLAGS) -I. -isystem $(STB_DIR) -o $@ $< $(LDLIBS)

examples: $(EXAMPLES)

$(B)/fuzz_%: tests/fuzz_%.c $(HEADERS) | $(B)
	$(CLANG) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -I. -Ibench -o $@ $<

# each harness starts from build/corpus/NAME (what it finds goes there) and, where they exist,
# the seeds in tests/fuzz_seeds/NAME and the dictionary tests/fuzz_NAME.dict (without them the
# Moving AI parser never got past a map's header in 42 million runs)
fuzz: $(FUZZERS)
	@for f in $(FUZZERS); do n=$${f#$(B)/fuzz_}; mkdir -p $(B)/corpus/$$n; \
	  seeds=; [ -d tests/fuzz_seeds/$$n ] && seeds=tests/fuzz_seeds/$$n; \
	  dict=; [ -f tests/fuzz_$$n.dict ] && dict=-dict=tests/fuzz_$$n.dict; \
	  echo "== $$f ($(FUZZ_SECONDS) s)"; \
	  $$f $(B)/corpus/$$n $$seeds $$dict -max_total_time=$(FUZZ_SECONDS) -print_final_stats=0 2>&1 | tail -n 2 || exit 1; done

clean:
	rm -rf $(B)
