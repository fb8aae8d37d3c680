/* simd_same_field.h - SIMD_SAME_FIELD(grid, goals, goal_count, options, costs, codes): grid's
 * field toward goals with a workspace and a field sized for it, computed by the copy of
 * flowfield.h in the including file; costs and codes (width * height each) copied out when the
 * result is FLOWFIELD_OK. The result, or -1 when out of memory. Included once by each of
 * test_simd_same.c (SSE2) and simd_same_copy.c (FLOWFIELD_NO_SIMD), after flowfield.h. */
#include <string.h>

int SIMD_SAME_FIELD(const gridpath_grid *grid, const gridpath_point *goals, int goal_count,
                    const flowfield_options *options, float *costs, uint8_t *codes);

int SIMD_SAME_FIELD(const gridpath_grid *grid, const gridpath_point *goals, int goal_count,
                    const flowfield_options *options, float *costs, uint8_t *codes) {
    const size_t n = (size_t)grid->width * (size_t)grid->height;
    flowfield_workspace *ws = flowfield_workspace_create(grid->width, grid->height, NULL);
    flowfield_field *field = flowfield_field_create(grid->width, grid->height, NULL);
    int result = -1;
    if (ws && field) {
        result = (int)flowfield_compute(ws, field, grid, goals, goal_count, options, NULL);
        if (result == FLOWFIELD_OK) {
            memcpy(costs, flowfield_costs(field), sizeof *costs * n);
            memcpy(codes, flowfield_codes(field), n);
        }
    }
    flowfield_field_destroy(field);
    flowfield_workspace_destroy(ws);
    return result;
}
