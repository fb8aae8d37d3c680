/* clickmap: a tile map in your terminal; click a start and a goal and A* draws the path at once.
 *   build/clickmap                           a random map the size of the terminal
 *   build/clickmap --random 60 30 0.3 7      W H DENSITY SEED (a tenth of the free cells mud, cost 4;
 *                                            the last ones may be left out: 0.25 and 1)
 *   build/clickmap --map ../shared/movingai/maps/arena.map
 * Left click: start; right click: goal; middle click: wall on/off (or the keys at the cursor).
 * 'f' shows the flow field toward the goal (flowfield.h: one field, an arrow in every cell),
 * 'o' switches the open set (binary heap / unsorted list) and 'e' the heuristic, to see what
 * each costs on the same query. POSIX terminals (xterm mouse reporting); no other library.
 * With stdin not a terminal it reads the same keys and mouse sequences from stdin (a mouse
 * click on the cell x, y is ESC [ < B ; 2x+1 ; y+1 M), prints a line per search and the map as
 * text at the end: for scripts and the tests. */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* glibc under -std=c99: POSIX (termios, clock_gettime, sigaction, pselect), TIOCGWINSZ, SIGWINCH */
#endif
#define ASTAR_IMPLEMENTATION
#include "astar.h"
#define FLOWFIELD_IMPLEMENTATION
#include "flowfield.h"
#define MOVINGAI_IMPLEMENTATION
#include "bench/movingai.h"
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include "example_args.h"
#include "example_map.h"

static const char *usage =
    "usage: clickmap [--random [W H [DENSITY [SEED]]] | --map FILE.map] [--moves 4|8] [--help]\n"
    "  A tile map in the terminal. Mouse: left click sets the start, right click the goal,\n"
    "  middle click turns a wall on or off; the wheel scrolls. A* runs after every change and\n"
    "  draws its path (red), the cells it expanded (blue) and left open (green), with its time.\n"
    "  Keys: arrows move the cursor (the cell in reverse video), s start, g goal, w wall, f flow\n"
    "  field toward the goal (arrows; colour: cost), o open set heap/list, e heuristic, m 4/8\n"
    "  moves, n new random map (not with --map), q quit.\n"
    "  --random  W x H cells (default: the terminal's size; give both or neither), DENSITY\n"
    "            (0..0.9, default 0.25) of them walls, a tenth of the rest mud that costs 4 to\n"
    "            enter; SEED (default 1). Those left out at the end take their defaults.\n"
    "  --map     a Moving AI .map ('.', 'G', 'S' ground; anything else a wall)\n"
    "  With stdin not a terminal it reads the same keys and mouse sequences from stdin (a click\n"
    "  on cell x, y: ESC [ < B ; 2x+1 ; y+1 M with B 0 left, 1 middle, 2 right), prints a line\n"
    "  per search and the map as text at the end (o expanded, + open, * path, S, G, # wall).\n";

static int fail(const char *message, const char *detail) {
    fprintf(stderr, "clickmap: %s%s\n%s", message, detail ? detail : "", usage);
    return 2;
}

typedef struct demo {
    int *cells, width, height, seed, from_file; /* from_file: --map (no new random map) */
    double density;
    gridpath_point start, goal, cursor;
    int moves, heuristic, open_list, flow, tty, cols, view_x, view_y, view_w, view_h;
    astar_workspace *ws;
    int32_t *path;
    char *mark; /* per cell: 'o' expanded, '+' open, '*' path, 0 */
    astar_result result;
    astar_info info;
    double micros, flow_micros;
    int searches, mismatches; /* mismatches: the field's cost at the start was not A*'s */
    flowfield_workspace *fws;
    flowfield_field *field;
    flowfield_result flow_result;
    flowfield_info flow_info;
    char *out; /* the frame, written at once */
    size_t out_len, out_cap;
} demo;

/* a terminal resize: SIGWINCH is blocked but while waiting for a key (pselect unblocks it for
 * the wait, and only there), so a resize during a frame is seen at the next wait, not lost */
static volatile sig_atomic_t resized;
static sigset_t waiting_mask; /* the mask while waiting: SIGWINCH not blocked */
static void on_resize(int signal_number) {
    (void)signal_number;
    resized = 1;
}

/* the next key's first byte; RESIZED when the terminal's size changed first (the frame is drawn
 * again). The rest of a key's bytes are read by getchar (SIGWINCH blocked: no EINTR there) */
enum { RESIZED = -2 };
static int next_key(const demo *d) {
    if (d->tty) {
        fd_set in;
        FD_ZERO(&in);
        FD_SET(STDIN_FILENO, &in);
        if (pselect(STDIN_FILENO + 1, &in, NULL, NULL, NULL, &waiting_mask) < 0 && errno == EINTR)
            return RESIZED;
    }
    return getchar();
}

static const char *heuristic_names[] = {"default", "manhattan", "octile", "chebyshev", "euclidean",
                                        "zero (Dijkstra)"};

static double now_micros(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int inside(const demo *d, gridpath_point p) {
    return p.x >= 0 && p.y >= 0 && p.x < d->width && p.y < d->height;
}

static void random_map(demo *d) {
    int i;
    srand((unsigned)d->seed);
    for (i = 0; i < d->width * d->height; i++) {
        double r = rand() / (RAND_MAX + 1.0);
        d->cells[i] = r < d->density ? 0 : r < d->density + (1.0 - d->density) * 0.1 ? 4 : 1;
    }
    if (inside(d, d->start)) d->cells[d->start.y * d->width + d->start.x] = 1; /* a new map ('n') */
    if (inside(d, d->goal)) d->cells[d->goal.y * d->width + d->goal.x] = 1;
}

static double flow_cost_at_start(const demo *d) {
    return flowfield_costs(d->field)[d->start.y * d->width + d->start.x];
}

/* The exact field's cost at the start against A*'s path: 1 the same (both exact; the field keeps
 * floats), 2 A*'s costs more where its heuristic overestimates (manhattan with diagonal moves),
 * 0 neither: a mismatch */
static int flow_vs_astar(const demo *d) {
    const double at_start = flow_cost_at_start(d);
    if (fabs(at_start - d->info.cost) <= 1e-4 * (1.0 + d->info.cost)) return 1;
    return d->heuristic == ASTAR_HEURISTIC_MANHATTAN && d->moves == 8 && at_start < d->info.cost ? 2 : 0;
}

#define SEARCH_PATH 1  /* search(): A* (the start, the goal, the grid or an A* option changed) */
#define SEARCH_FIELD 2 /* and/or the flow field, when shown (the goal, the grid or the moves) */

/* A* from start to goal (partial: a goal on a wall or out of reach walks as near as it can),
 * and/or the flow field toward the goal; then the field's cost at the start against A*'s */
static void search(demo *d, int what) {
    const int n = d->width * d->height;
    gridpath_grid grid;
    astar_options options;
    int i;
    grid.cells = d->cells;
    grid.width = d->width;
    grid.height = d->height;
    memset(&options, 0, sizeof options);
    options.moves = d->moves == 8 ? GRIDPATH_MOVES_8_NO_CORNER_CUT : GRIDPATH_MOVES_4;
    options.heuristic = (astar_heuristic)d->heuristic;
    options.open_set = d->open_list ? ASTAR_OPEN_LIST : ASTAR_OPEN_HEAP;
    options.min_cost = astar_grid_min_cost(&grid); /* (a scan of the grid: walls and maps change
                                                      here; a game does it when its map changes) */
    options.partial = 1;
    if (!inside(d, d->start) || !inside(d, d->goal)) {
        memset(d->mark, 0, (size_t)n);
        d->info.path_length = 0;
        return;
    }
    double t0;
    if (what & SEARCH_PATH) {
        d->searches++;
        t0 = now_micros();
        d->result = astar_find_path(d->ws, &grid, d->start, d->goal, &options, d->path, n, &d->info);
        d->micros = now_micros() - t0;
        for (i = 0; i < n; i++) {
            gridpath_point p;
            p.x = i % d->width;
            p.y = i / d->width;
            int state = astar_workspace_cell_state(d->ws, p);
            d->mark[i] = state == 2 ? 'o' : state == 1 ? '+' : 0;
        }
        if (d->result == ASTAR_OK || d->result == ASTAR_PARTIAL_PATH)
            for (i = 0; i < d->info.path_length; i++) d->mark[d->path[i]] = '*';
    }
    if ((what & SEARCH_FIELD) && d->flow) {
        flowfield_options fo;
        memset(&fo, 0, sizeof fo);
        fo.moves = options.moves;
        fo.metric = FLOWFIELD_METRIC_EXACT;
        t0 = now_micros();
        d->flow_result = flowfield_compute(d->fws, d->field, &grid, &d->goal, 1, &fo, &d->flow_info);
        d->flow_micros = now_micros() - t0;
    }
    if (d->flow && d->flow_result == FLOWFIELD_OK && d->result == ASTAR_OK && !flow_vs_astar(d)) d->mismatches++;
}

/* a line on what A* did (where: the start and the goal first) */
static void status(const demo *d, char *line, size_t size, int where) {
    const char *set = d->open_list ? "list" : "heap";
    int k;
    line[0] = 0;
    k = where ? snprintf(line, size, "start (%d,%d) goal (%d,%d): ", d->start.x, d->start.y, d->goal.x,
                         d->goal.y) : 0;
    if (k < 0 || (size_t)k >= size) return;
    if (!inside(d, d->start) || !inside(d, d->goal))
        snprintf(line + k, size - (size_t)k, "click a start (left) and a goal (right)");
    else if (d->result != ASTAR_OK && d->result != ASTAR_PARTIAL_PATH)
        snprintf(line + k, size - (size_t)k, "%s; expanded %u, %.0f us [%s, %s, %d moves]",
                 astar_result_string(d->result), (unsigned)d->info.stats.expanded, d->micros, set,
                 heuristic_names[d->heuristic], d->moves);
    else
        snprintf(line + k, size - (size_t)k, "%spath %d cells, cost %.4f, expanded %u, %.0f us [%s, %s, %d moves]",
                 d->result == ASTAR_PARTIAL_PATH ? "partial " : "", (int)d->info.path_length,
                 d->info.cost, (unsigned)d->info.stats.expanded, d->micros, set,
                 heuristic_names[d->heuristic], d->moves);
}

/* a line on the flow field, when shown: MISMATCH if its cost at the start is not A*'s */
static void flow_status(const demo *d, char *line, size_t size) {
    line[0] = 0;
    if (!d->flow || !inside(d, d->start) || !inside(d, d->goal)) return;
    if (d->flow_result != FLOWFIELD_OK) {
        snprintf(line, size, "flow field: %s", flowfield_result_string(d->flow_result));
        return;
    }
    snprintf(line, size, "flow field %d cells, %.0f us, cost at the start %.4f%s",
             (int)d->flow_info.reached, d->flow_micros, flow_cost_at_start(d),
             d->result != ASTAR_OK        ? ""
             : flow_vs_astar(d) == 1      ? " (= A*)"
             : flow_vs_astar(d) == 2      ? " (A* is not optimal with this heuristic)"
                                          : " MISMATCH");
}

/* both, on one line */
static void print_status(const demo *d) {
    char a[400], f[200];
    status(d, a, sizeof a, 1);
    flow_status(d, f, sizeof f);
    printf("%s%s%s\n", a, f[0] ? "; " : "", f);
}

static void put(demo *d, const char *s, size_t n) {
    if (d->out_len + n > d->out_cap) {
        size_t cap = (d->out_len + n) * 2;
        char *p = (char *)realloc(d->out, cap);
        if (!p) return; /* the frame is cut short; the next one tries again */
        d->out = p;
        d->out_cap = cap;
    }
    memcpy(d->out + d->out_len, s, n);
    d->out_len += n;
}
static void puts_(demo *d, const char *s) { put(d, s, strlen(s)); }

/* 0..7 = E NE N NW W SW S SE, y down */
static const char *arrows[8] = {"\xe2\x86\x92", "\xe2\x86\x97", "\xe2\x86\x91", "\xe2\x86\x96",
                                "\xe2\x86\x90", "\xe2\x86\x99", "\xe2\x86\x93", "\xe2\x86\x98"};

/* a cell as two characters: its text (what the frame says) and its colours (terminal only);
 * 1 where the cursor is */
static int cell_look(const demo *d, int x, int y, int *bg, int *fg, char text[8]) {
    static const int mud[8] = {255, 230, 223, 222, 180, 179, 137, 136};
    static const int ramp[10] = {226, 220, 214, 208, 202, 198, 163, 128, 92, 56};
    const int i = y * d->width + x, c = d->cells[i];
    *fg = 16;
    strcpy(text, "  ");
    if (c <= 0) *bg = 238;
    else *bg = mud[c - 1 > 7 ? 7 : c - 1];
    if (d->flow && d->flow_result == FLOWFIELD_OK) {
        float cost = flowfield_costs(d->field)[i];
        int dir = flowfield_direction(d->field, x, y);
        if (c > 0 && cost < 0) *bg = 250;
        if (cost >= 0 && d->flow_info.max_cost > 0) {
            int k = (int)(cost / d->flow_info.max_cost * 9.999);
            *bg = ramp[k < 0 ? 0 : k > 9 ? 9 : k];
        }
        if (dir >= 0) {
            strcpy(text, arrows[dir]);
            strcat(text, " ");
        }
    } else if (c > 0) {
        if (d->mark[i] == 'o') *bg = c == 1 ? 153 : 110;
        if (d->mark[i] == '+') *bg = c == 1 ? 194 : 150;
        if (d->mark[i] == '*') *bg = 203;
    }
    if (x == d->start.x && y == d->start.y) { *bg = 28; *fg = 231; strcpy(text, "S "); }
    if (x == d->goal.x && y == d->goal.y) { *bg = 21; *fg = 231; strcpy(text, "G "); }
    return d->tty && x == d->cursor.x && y == d->cursor.y; /* the cursor: drawn reversed */
}

static void terminal_size(demo *d) {
    struct winsize ws;
    int cols = 80, rows = 24;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0) {
        cols = ws.ws_col;
        rows = ws.ws_row;
    }
    d->cols = cols;
    d->view_w = cols / 2 < 1 ? 1 : cols / 2;
    d->view_h = rows - 3 < 1 ? 1 : rows - 3; /* three status lines at the bottom */
}

/* keep the cursor in the view, and the view on the map */
static void follow(demo *d) {
    if (d->cursor.x < d->view_x) d->view_x = d->cursor.x;
    if (d->cursor.y < d->view_y) d->view_y = d->cursor.y;
    if (d->cursor.x >= d->view_x + d->view_w) d->view_x = d->cursor.x - d->view_w + 1;
    if (d->cursor.y >= d->view_y + d->view_h) d->view_y = d->cursor.y - d->view_h + 1;
    if (d->view_x > d->width - d->view_w) d->view_x = d->width - d->view_w;
    if (d->view_y > d->height - d->view_h) d->view_y = d->height - d->view_h;
    if (d->view_x < 0) d->view_x = 0;
    if (d->view_y < 0) d->view_y = 0;
}

static void draw(demo *d) {
    char buf[600], text[8];
    int x, y, bg, fg, last_bg = -1, last_fg = -1;
    terminal_size(d);
    follow(d);
    d->out_len = 0;
    if (resized) { /* rows and columns left over from the old size go */
        resized = 0;
        puts_(d, "\x1b[2J");
    }
    puts_(d, "\x1b[H");
    for (y = d->view_y; y < d->view_y + d->view_h; y++) {
        for (x = d->view_x; x < d->view_x + d->view_w; x++) {
            if (x >= d->width || y >= d->height) {
                if (last_bg != -1) puts_(d, "\x1b[0m");
                last_bg = last_fg = -1;
                puts_(d, "  ");
                continue;
            }
            const int cursor = cell_look(d, x, y, &bg, &fg, text);
            if (bg != last_bg || fg != last_fg) {
                snprintf(buf, sizeof buf, "\x1b[48;5;%d;38;5;%dm", bg, fg);
                puts_(d, buf);
                last_bg = bg;
                last_fg = fg;
            }
            if (cursor) puts_(d, "\x1b[7m");
            puts_(d, text);
            if (cursor) puts_(d, "\x1b[27m");
        }
        /* (erase the odd last column; on a full line the cursor waits in the last column, and
         * an erase there would clear the cell drawn in it) */
        puts_(d, d->view_w * 2 < d->cols ? "\x1b[0m\x1b[K\r\n" : "\x1b[0m\r\n");
        last_bg = last_fg = -1;
    }
    status(d, buf, sizeof buf, 0); /* (the third line says where the cursor is) */
    puts_(d, "\x1b[0m\x1b[K");
    put(d, buf, strlen(buf) < (size_t)d->cols ? strlen(buf) : (size_t)d->cols);
    flow_status(d, buf, sizeof buf);
    if (!d->flow) snprintf(buf, sizeof buf, "f: the flow field toward the goal (flowfield.h), one arrow per cell");
    puts_(d, "\r\n\x1b[K");
    put(d, buf, strlen(buf) < (size_t)d->cols ? strlen(buf) : (size_t)d->cols);
    puts_(d, "\r\n\x1b[K");
    snprintf(buf, sizeof buf, "(%d,%d) click L start, R goal, M wall | f flow o open set e heuristic "
             "m moves n new q quit", d->cursor.x, d->cursor.y);
    put(d, buf, strlen(buf) < (size_t)d->cols ? strlen(buf) : (size_t)d->cols);
    if (fwrite(d->out, 1, d->out_len, stdout) != d->out_len) return;
    fflush(stdout);
}

/* the whole map as text (stdin not a terminal) */
static void print_text(const demo *d) {
    int x, y;
    for (y = 0; y < d->height; y++) {
        for (x = 0; x < d->width; x++) {
            const int i = y * d->width + x, c = d->cells[i];
            int dir = d->flow && d->flow_result == FLOWFIELD_OK ? flowfield_direction(d->field, x, y) : -1;
            if (x == d->start.x && y == d->start.y) fputs("S", stdout);
            else if (x == d->goal.x && y == d->goal.y) fputs("G", stdout);
            else if (c <= 0) fputs("#", stdout);
            else if (dir >= 0) fputs(arrows[dir], stdout);
            else if (!d->flow && d->mark[i]) putchar(d->mark[i]);
            else putchar(c == 1 ? '.' : '0' + (c > 9 ? 9 : c));
        }
        putchar('\n');
    }
}

/* a click or key at the cell p: 0 left (start), 1 middle (wall), 2 right (goal) */
static void click(demo *d, int button, gridpath_point p) {
    if (!inside(d, p)) return;
    d->cursor = p;
    if (button == 0) d->start = p;
    if (button == 2) d->goal = p;
    if (button == 1) {
        int *c = &d->cells[p.y * d->width + p.x];
        *c = *c > 0 ? 0 : 1;
    }
    search(d, button == 0 ? SEARCH_PATH : SEARCH_PATH | SEARCH_FIELD); /* (the field is the goal's) */
}

/* Read one event from the byte stream; returns 0 at the end or on 'q'. */
static int event(demo *d) {
    int ch = next_key(d), changed = 0;
    gridpath_point cur = d->cursor;
    if (ch == RESIZED) return 1;
    if (ch == EOF || ch == 'q' || ch == 3 /* ctrl-c */) return 0;
    if (ch == 27) { /* ESC [ ... : arrows, page keys, SGR mouse reports */
        int b = 0, col = 0, row = 0;
        ch = getchar();
        if (ch != '[') return ch != EOF; /* a lone ESC: nothing */
        ch = getchar();
        if (ch == '<') {
            int *field = &b, c;
            while ((c = getchar()) != EOF && c != 'M' && c != 'm') {
                if (c == ';') field = field == &b ? &col : &row;
                else if (c >= '0' && c <= '9' && *field < 100000) *field = *field * 10 + (c - '0');
                else break;
            }
            if (c == EOF) return 0;
            if (c == 'M' && (b & 64)) { /* the wheel: scroll */
                d->cursor.y += (b & 1) ? 3 : -3;
                if (d->cursor.y < 0) d->cursor.y = 0;
                if (d->cursor.y >= d->height) d->cursor.y = d->height - 1;
                return 1;
            }
            if (c == 'M' && !(b & 32) && (b & 3) != 3 && col >= 1 && row >= 1 &&
                (!d->tty || (col <= 2 * d->view_w && row <= d->view_h))) { /* (not the status lines) */
                gridpath_point p;
                p.x = (d->tty ? d->view_x : 0) + (col - 1) / 2;
                p.y = (d->tty ? d->view_y : 0) + row - 1;
                click(d, b & 3, p);
            }
            return 1;
        }
        if (ch == 'A') cur.y--;
        else if (ch == 'B') cur.y++;
        else if (ch == 'C') cur.x++;
        else if (ch == 'D') cur.x--;
        else if (ch == '5' || ch == '6') { /* page up / down: ESC [ 5 ~ */
            cur.y += (ch == '5' ? -1 : 1) * d->view_h;
            getchar();
        }
        if (cur.x < 0) cur.x = 0;
        if (cur.y < 0) cur.y = 0;
        if (cur.x >= d->width) cur.x = d->width - 1;
        if (cur.y >= d->height) cur.y = d->height - 1;
        d->cursor = cur;
        return 1;
    }
    switch (ch) {
    case 's': click(d, 0, d->cursor); return 1;
    case 'g': click(d, 2, d->cursor); return 1;
    case 'w': case ' ': click(d, 1, d->cursor); return 1;
    case 'f': d->flow = !d->flow; changed = SEARCH_FIELD; break;
    case 'o': d->open_list = !d->open_list; changed = SEARCH_PATH; break;
    case 'e': d->heuristic = (d->heuristic + 1) % 6; changed = SEARCH_PATH; break;
    case 'm': d->moves = d->moves == 8 ? 4 : 8; changed = SEARCH_PATH | SEARCH_FIELD; break;
    case 'n':
        if (d->from_file) break;
        d->seed++;
        random_map(d);
        changed = SEARCH_PATH | SEARCH_FIELD;
        break;
    default: break;
    }
    if (changed) search(d, changed);
    return 1;
}

static int run(int argc, char **argv) {
    const char *map_file = NULL;
    demo d;
    int i, random_given = 0;
    memset(&d, 0, sizeof d);
    d.start.x = d.start.y = d.goal.x = d.goal.y = -1; /* none yet */
    d.density = 0.25;
    d.seed = 1;
    d.moves = 8;
    d.tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int left = argc - 1 - i;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        else if (!strcmp(a, "--map") && left >= 1) map_file = argv[++i];
        else if (!strcmp(a, "--moves") && left >= 1) {
            const char *text = argv[++i];
            if (strcmp(text, "4") && strcmp(text, "8")) return fail("--moves must be 4 or 8, not ", text);
            d.moves = text[0] - '0';
        } else if (!strcmp(a, "--random")) { /* its arguments: up to the next --option or the end */
            const int given = example_values_after(argc, argv, i, 4);
            if (given == 1) {
                fprintf(stderr, "clickmap: --random W H: H is missing after W (%s); give both, or neither for "
                                "the terminal's size\n%s", argv[i + 1], usage);
                return 2;
            }
            if (given >= 2) {
                d.width = (int)example_number("clickmap", usage, "--random W", argv[i + 1], 1, 4096, 0);
                d.height = (int)example_number("clickmap", usage, "--random H", argv[i + 2], 1, 4096, 0);
            }
            if (given >= 3) d.density = example_number("clickmap", usage, "--random DENSITY", argv[i + 3], 0.0, 0.9, 1);
            if (given == 4)
                d.seed = (int)example_number("clickmap", usage, "--random SEED", argv[i + 4], -1000000000, 1000000000, 0);
            random_given = 1;
            i += given;
        } else return fail("unknown or incomplete option: ", a);
    }
    if (map_file && random_given) return fail("give --map FILE.map or --random W H DENSITY SEED, not both", NULL);
    if (map_file) {
        movingai_map map;
        char error[512];
        if (!example_map_only("clickmap", map_file)) return 2; /* a PNG, say: named as such */
        if (movingai_map_load(map_file, &map, error, sizeof error) != 0) {
            fprintf(stderr, "clickmap: %s\n", error);
            return 2;
        }
        d.width = map.width;
        d.height = map.height;
        d.cells = (int *)malloc(sizeof(int) * (size_t)d.width * (size_t)d.height);
        if (!d.cells) { movingai_map_free(&map); return fail("out of memory", NULL); }
        movingai_map_cells(&map, MOVINGAI_GROUND, d.cells);
        d.from_file = 1;
        movingai_map_free(&map);
    } else {
        if (!d.width) { /* no W H: the terminal's size, or 40 x 20 for a script */
            terminal_size(&d);
            d.width = d.tty ? d.view_w : 40;
            d.height = d.tty ? d.view_h : 20;
        }
        d.cells = (int *)malloc(sizeof(int) * (size_t)d.width * (size_t)d.height);
        if (!d.cells) return fail("out of memory", NULL);
        random_map(&d);
    }

    /* The engine-side part: workspaces made once for the map's size, used by every search. */
    const int n = d.width * d.height;
    d.ws = astar_workspace_create(d.width, d.height, NULL);
    d.fws = flowfield_workspace_create(d.width, d.height, NULL);
    d.field = flowfield_field_create(d.width, d.height, NULL);
    d.path = (int32_t *)malloc(sizeof(int32_t) * (size_t)n);
    d.mark = (char *)calloc((size_t)n, 1);
    if (!d.ws || !d.fws || !d.field || !d.path || !d.mark) {
        fprintf(stderr, "clickmap: out of memory for a %dx%d map\n", d.width, d.height);
        return 1;
    }
    /* start and goal: the first and the last free cell, as in tilemap */
    for (i = 0; i < n && d.start.x < 0; i++)
        if (d.cells[i] > 0) { d.start.x = i % d.width; d.start.y = i / d.width; }
    for (i = n - 1; i >= 0 && d.goal.x < 0; i--)
        if (d.cells[i] > 0) { d.goal.x = i % d.width; d.goal.y = i / d.width; }
    d.cursor.x = d.width / 2;
    d.cursor.y = d.height / 2;
    search(&d, SEARCH_PATH | SEARCH_FIELD);

    if (d.tty) {
        struct termios saved, raw;
        tcgetattr(STDIN_FILENO, &saved);
        raw = saved;
        raw.c_lflag &= (tcflag_t) ~(ICANON | ECHO | ISIG); /* keys at once; ctrl-c is a key */
        raw.c_iflag &= (tcflag_t) ~(IXON | ICRNL);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        tcsetattr(STDIN_FILENO, TCSANOW, &raw); /* (keys typed ahead stay) */
        /* the other screen, no cursor, mouse presses reported as ESC [ < B ; X ; Y M */
        fputs("\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h\x1b[2J", stdout);
        setvbuf(stdin, NULL, _IONBF, 0);
        struct sigaction resize;
        sigset_t blocked;
        memset(&resize, 0, sizeof resize);
        resize.sa_handler = on_resize;
        sigemptyset(&resize.sa_mask);
        sigaction(SIGWINCH, &resize, NULL);
        sigemptyset(&blocked);
        sigaddset(&blocked, SIGWINCH);
        sigprocmask(SIG_BLOCK, &blocked, &waiting_mask);
        sigdelset(&waiting_mask, SIGWINCH);
        do draw(&d);
        while (event(&d));
        fputs("\x1b[?1000l\x1b[?1006l\x1b[?25h\x1b[?1049l", stdout);
        fflush(stdout);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        print_status(&d);
    } else {
        print_status(&d);
        for (;;) {
            int before = d.searches, flow = d.flow;
            if (!event(&d)) break;
            if (d.searches != before || d.flow != flow) print_status(&d);
        }
        print_text(&d);
    }
    const int mismatches = d.mismatches;
    free(d.out);
    free(d.mark);
    free(d.path);
    flowfield_field_destroy(d.field);
    flowfield_workspace_destroy(d.fws);
    astar_workspace_destroy(d.ws);
    free(d.cells);
    if (mismatches) fprintf(stderr, "clickmap: MISMATCH: %d flow fields disagreed with A* at the start\n", mismatches);
    return mismatches ? 1 : 0;
}

/* the run, then its standard output checked (a full disk is a failed run) */
int main(int argc, char **argv) { return example_exit_status("clickmap", run(argc, argv)); }
