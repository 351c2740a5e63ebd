//! Reads of host tensor descriptors (`OpKind::DescriptorLoad`). A target with a tensor-memory
//! engine (MUSA's TME on mp_31) keeps those the engine can copy and gets, per descriptor, a
//! hidden parameter: the address of the 64-byte descriptor the launcher encodes from the
//! descriptor argument. Every other read becomes the masked load the op also carries. On NVIDIA
//! sm_90 (TMA) every read becomes its masked load, and those a bulk tensor copy can fetch are
//! recorded in `Function::tensor_reads` with a hidden parameter holding the 128-byte tensor map:
//! the lowering copies them with the engine where they feed a pipelined warp-group MMA.

use tm_frontend::tile_ir::*;

/// Prefix of the hidden parameter holding descriptor `name`'s encoded TME descriptor.
const TENSOR_MAP_PREFIX: &str = "__tm_tensormap_";

/// The hidden parameter pointing at the global scratch where programs write the tensor maps of
/// the descriptors they make (`OpKind::MakeTensorMap`), `TENSOR_MAP_BYTES` per map and program.
pub const SCRATCH_PARAM: &str = "__tm_global_scratch";

/// Bytes (and alignment) of one NVIDIA tensor map.
pub const TENSOR_MAP_BYTES: u64 = 128;

/// The hidden parameter holding the encoded descriptor of descriptor parameter `desc`.
pub fn tensor_map_param(desc: &str) -> String {
    format!("{TENSOR_MAP_PREFIX}{desc}")
}

/// The descriptor parameter a hidden tensor-map parameter was made for.
pub fn tensor_map_source(param: &str) -> Option<&str> {
    param.strip_prefix(TENSOR_MAP_PREFIX)
}

/// What the engine copies: 1 to 5 dimensions of 1-, 2- or 4-byte elements (the descriptor's
/// data types), an innermost block row of 32 to 256 bytes (the engine's minimum, and one copy
/// per block; FlagTree splits wider rows into several, not done here).
pub fn engine_copies(ty: &Type) -> bool {
    let Some(s) = ty.dtype.scalar() else { return false };
    let bytes = s.mem_bytes() as i64;
    let rank = ty.shape.len();
    let row = ty.shape.last().copied().unwrap_or(0) * bytes;
    (1..=5).contains(&rank) && matches!(bytes, 1 | 2 | 4) && (32..=256).contains(&row) && s != Scalar::I1
}

/// The copy engine a target reads host descriptors with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensorCopies {
    /// None: every read is its masked load.
    None,
    /// MUSA's TME: the engine's reads stay `DescriptorLoad`s.
    Tme,
    /// NVIDIA's TMA: masked loads, the engine's recorded in `Function::tensor_reads`.
    Tma,
}

/// The TMA box for a 2-D block of 2-byte elements that the warp-group MMA reads: the block lands
/// in shared memory as column panels of `swizzle` bytes per row, 16-byte chunks xor-swizzled by
/// row (the layout of `mma::stage_swizzled`, which is the engine's swizzled layout), one box per
/// panel. Returns (box columns, box rows, swizzle bytes); rows up to 256 (the engine's limit), a
/// multiple of 8 (so each panel starts on its swizzle atom).
pub fn tma_box(block: &[i64], elem_bytes: u32) -> Option<(u32, u32, u32)> {
    let [rows, cols] = block else { return None };
    let swizzle = crate::mma::swizzle_bytes(*cols)?;
    (elem_bytes == 2 && rows % 8 == 0 && (8..=256).contains(rows)).then_some((
        (swizzle / 2) as u32,
        *rows as u32,
        swizzle as u32,
    ))
}

/// Keep the engine's reads with `Tme` (adding their hidden parameters), else rewrite every
/// descriptor read as its masked load (recording TMA's, see the module). Returns the descriptors
/// that got a hidden parameter.
pub fn lower_descriptor_loads(func: &mut Function, copies: TensorCopies) -> Vec<String> {
    let mut kept: Vec<String> = vec![];
    let types = func.types.clone();
    let mut body = std::mem::take(&mut func.body);
    let mut reads = std::collections::HashMap::new();
    let mut made = vec![];
    made_maps(&body, &mut made);
    let made: std::collections::HashSet<String> = made.into_iter().collect();
    rewrite(&mut body, &types, copies, &made, &mut kept, &mut reads);
    func.body = body;
    func.tensor_reads.extend(reads);
    let mut hidden = vec![];
    for desc in kept.iter().filter(|d| !made.contains(*d)) {
        let ty = Type::scalar(DType::Ptr(Box::new(DType::Scalar(Scalar::I8))));
        let v = func.new_value(ty.clone());
        hidden.push(Op { kind: OpKind::Param(func.params.len()), results: vec![v], loc: Loc::default() });
        func.params.push(Param { name: tensor_map_param(desc), ty, value: v, divisible_by_16: true });
    }
    let at = func.body.ops.iter().take_while(|o| matches!(o.kind, OpKind::Param(_))).count();
    func.body.ops.splice(at..at, hidden);
    kept
}

/// Names of the tensor maps `b` makes on the device.
fn made_maps(b: &Block, out: &mut Vec<String>) {
    for op in &b.ops {
        if let OpKind::MakeTensorMap { name, .. } = &op.kind {
            out.push(name.clone());
        }
        for inner in op.kind.blocks() {
            made_maps(inner, out);
        }
    }
}

/// The global scratch bytes each program of `func` needs for the tensor maps it makes.
pub fn scratch_bytes(func: &Function) -> u64 {
    let mut made = vec![];
    made_maps(&func.body, &mut made);
    made.len() as u64 * TENSOR_MAP_BYTES
}

/// Keep the device-made tensor maps a recorded read still names (dropping the others), number
/// their scratch slots, and give the function the scratch parameter when any is kept.
pub fn keep_read_tensor_maps(func: &mut Function) {
    fn keep(b: &mut Block, read: &std::collections::HashSet<String>, slots: &mut usize) {
        b.ops.retain(|op| !matches!(&op.kind, OpKind::MakeTensorMap { name, .. } if !read.contains(name)));
        for op in &mut b.ops {
            if let OpKind::MakeTensorMap { slot, .. } = &mut op.kind {
                *slot = *slots;
                *slots += 1;
            }
            for inner in op.kind.blocks_mut() {
                keep(inner, read, slots);
            }
        }
    }
    let read: std::collections::HashSet<String> = func.tensor_reads.values().map(|r| r.desc.clone()).collect();
    let mut slots = 0;
    keep(&mut func.body, &read, &mut slots);
    if slots == 0 {
        return;
    }
    let ty = Type::scalar(DType::Ptr(Box::new(DType::Scalar(Scalar::I8))));
    let v = func.new_value(ty.clone());
    let op = Op { kind: OpKind::Param(func.params.len()), results: vec![v], loc: Loc::default() };
    func.params.push(Param { name: SCRATCH_PARAM.into(), ty, value: v, divisible_by_16: true });
    let at = func.body.ops.iter().take_while(|o| matches!(o.kind, OpKind::Param(_))).count();
    func.body.ops.insert(at, op);
}

/// Forget the recorded descriptor reads whose load, or one of whose offsets, the passes since
/// removed or replaced.
pub fn prune_tensor_reads(func: &mut Function) {
    fn defined(
        b: &Block,
        out: &mut std::collections::HashSet<ValueId>,
        loads: &mut std::collections::HashSet<ValueId>,
    ) {
        out.extend(b.args.iter().copied());
        for op in &b.ops {
            out.extend(op.results.iter().copied());
            if matches!(op.kind, OpKind::Load { .. }) {
                loads.extend(op.results.iter().copied());
            }
            for inner in op.kind.blocks() {
                defined(inner, out, loads);
            }
        }
    }
    if func.tensor_reads.is_empty() {
        return;
    }
    let (mut values, mut loads) = Default::default();
    defined(&func.body, &mut values, &mut loads);
    func.tensor_reads.retain(|v, r| loads.contains(v) && r.offsets.iter().all(|o| values.contains(o)));
}

fn rewrite(
    b: &mut Block,
    types: &[Type],
    copies: TensorCopies,
    made: &std::collections::HashSet<String>,
    kept: &mut Vec<String>,
    reads: &mut std::collections::HashMap<ValueId, TensorRead>,
) {
    for op in &mut b.ops {
        for inner in op.kind.blocks_mut() {
            rewrite(inner, types, copies, made, kept, reads);
        }
        let OpKind::DescriptorLoad { desc, offsets, ptr, mask, other } = &op.kind else { continue };
        let ty = &types[op.results[0].0 as usize];
        // MUSA's TME has no known way to make a descriptor on the device (musa-mma-facts.md §3)
        if copies == TensorCopies::Tme && engine_copies(ty) && !made.contains(desc) {
            if !kept.contains(desc) {
                kept.push(desc.clone());
            }
            continue;
        }
        let bytes = ty.dtype.scalar().map_or(0, |s| s.mem_bytes());
        if copies == TensorCopies::Tma && tma_box(&ty.shape, bytes).is_some() {
            if !kept.contains(desc) {
                kept.push(desc.clone());
            }
            reads.insert(op.results[0], TensorRead { desc: desc.clone(), offsets: offsets.clone() });
        }
        op.kind = OpKind::Load { ptr: *ptr, mask: *mask, other: *other };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(s: Scalar, shape: Vec<i64>) -> Type {
        Type::tensor(DType::Scalar(s), shape)
    }

    #[test]
    fn the_engine_copies_rows_of_32_to_256_bytes_of_small_elements() {
        assert!(engine_copies(&tile(Scalar::F16, vec![128, 64])));
        assert!(engine_copies(&tile(Scalar::F32, vec![64, 64])));
        assert!(engine_copies(&tile(Scalar::I8, vec![4, 2, 2, 2, 32])));
        assert!(!engine_copies(&tile(Scalar::F16, vec![64, 8])), "16-byte rows are under the minimum");
        assert!(!engine_copies(&tile(Scalar::F16, vec![16, 256])), "512-byte rows need several copies");
        assert!(!engine_copies(&tile(Scalar::F64, vec![16, 16])), "no 8-byte descriptor type");
        assert!(!engine_copies(&tile(Scalar::F16, vec![1, 1, 1, 1, 1, 32])), "six dimensions");
    }

    #[test]
    fn tma_boxes_are_one_swizzle_panel_of_the_block() {
        assert_eq!(tma_box(&[128, 64], 2), Some((64, 128, 128)));
        assert_eq!(tma_box(&[64, 256], 2), Some((64, 64, 128)), "four 128-byte panels");
        assert_eq!(tma_box(&[64, 32], 2), Some((32, 64, 64)));
        assert_eq!(tma_box(&[64, 16], 2), Some((16, 64, 32)));
        assert_eq!(tma_box(&[64, 8], 2), None, "16-byte rows have no swizzle atom");
        assert_eq!(tma_box(&[512, 64], 2), None, "over the engine's 256 rows");
        assert_eq!(tma_box(&[12, 64], 2), None, "panels must start on a swizzle atom");
        assert_eq!(tma_box(&[128, 64], 4), None);
        assert_eq!(tma_box(&[2, 64, 64], 2), None);
    }

    #[test]
    fn hidden_parameter_names_round_trip() {
        assert_eq!(tensor_map_source(&tensor_map_param("a_desc")), Some("a_desc"));
        assert_eq!(tensor_map_source("a_desc"), None);
    }
}
