module {
  func.func @layernorm_fwd_kernel(%args: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {
    %buf26 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %buf53 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %buf59 = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
    %v1 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, i64
    %v2 = llvm.load %v1 : !llvm.ptr -> !llvm.ptr
    %v3 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v4 = llvm.load %v3 : !llvm.ptr -> !llvm.ptr
    %v5 = llvm.getelementptr %args[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %v6 = llvm.load %v5 : !llvm.ptr -> !llvm.ptr
    %v7 = llvm.getelementptr %args[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %v8 = llvm.load %v7 : !llvm.ptr -> !llvm.ptr
    %v9 = llvm.getelementptr %args[4] : (!llvm.ptr) -> !llvm.ptr, i64
    %v10 = llvm.load %v9 : !llvm.ptr -> !llvm.ptr
    %v11 = llvm.getelementptr %args[5] : (!llvm.ptr) -> !llvm.ptr, i64
    %v12 = llvm.load %v11 : !llvm.ptr -> !llvm.ptr
    %v13 = llvm.getelementptr %args[6] : (!llvm.ptr) -> !llvm.ptr, i64
    %v14 = llvm.load %v13 : !llvm.ptr -> i32
    %v15 = llvm.getelementptr %args[7] : (!llvm.ptr) -> !llvm.ptr, i64
    %v16 = llvm.load %v15 : !llvm.ptr -> i32
    %v17 = llvm.getelementptr %args[8] : (!llvm.ptr) -> !llvm.ptr, i64
    %v18 = llvm.load %v17 : !llvm.ptr -> f32
    %v19 = arith.muli %pid0, %v14 : i32
    %v20 = llvm.getelementptr %v2[%v19] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %v21 = arith.muli %pid0, %v14 : i32
    %v22 = llvm.getelementptr %v4[%v21] : (!llvm.ptr, i32) -> !llvm.ptr, f16
    %v23 = arith.constant 0x00000000 : f32
    %v24 = arith.constant 0 : i32
    %v25 = arith.constant 1024 : i32
    scf.for %v27 = %c0 to %c1024 step %c1 {
      memref.store %v23, %buf26[%v27] : memref<1024xf32>
    }
    scf.for %v28 = %v24 to %v16 step %v25 : i32 {
      %v30 = arith.constant 0x0000 : f16
      scf.for %v31 = %c0 to %c1024 step %c1 {
        %v32 = memref.load %buf26[%v31] : memref<1024xf32>
        %v33 = arith.index_cast %v31 : index to i32
        %v34 = arith.addi %v28, %v33 : i32
        %v35 = llvm.getelementptr %v20[%v34] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v36 = arith.cmpi slt, %v34, %v16 : i32
        %v37 = scf.if %v36 -> (f16) {
          %v38 = llvm.load %v35 : !llvm.ptr -> f16
          scf.yield %v38 : f16
        } else {
          scf.yield %v30 : f16
        }
        %v39 = arith.extf %v37 : f16 to f32
        %v40 = arith.addf %v32, %v39 fastmath<contract> : f32
        memref.store %v40, %buf26[%v31] : memref<1024xf32>
      }
    }
    %v41 = arith.constant 0.0 : f32
    %v42 = scf.for %v43 = %c0 to %c1024 step %c1 iter_args(%v44 = %v41) -> (f32) {
      %v46 = memref.load %buf26[%v43] : memref<1024xf32>
      %v47 = arith.addf %v44, %v46 fastmath<reassoc> : f32
      scf.yield %v47 : f32
    }
    %v48 = arith.sitofp %v16 : i32 to f32
    %v49 = arith.divf %v42, %v48 : f32
    %v50 = arith.constant 0x00000000 : f32
    %v51 = arith.constant 0 : i32
    %v52 = arith.constant 1024 : i32
    scf.for %v54 = %c0 to %c1024 step %c1 {
      memref.store %v50, %buf53[%v54] : memref<1024xf32>
    }
    scf.for %v55 = %v51 to %v16 step %v52 : i32 {
      %v57 = arith.constant 0x0000 : f16
      %v58 = arith.constant 0x00000000 : f32
      scf.for %v60 = %c0 to %c1024 step %c1 {
        %v61 = arith.index_cast %v60 : index to i32
        %v62 = arith.addi %v55, %v61 : i32
        %v63 = arith.cmpi slt, %v62, %v16 : i32
        %v64 = llvm.getelementptr %v20[%v62] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v65 = arith.cmpi slt, %v62, %v16 : i32
        %v66 = scf.if %v65 -> (f16) {
          %v67 = llvm.load %v64 : !llvm.ptr -> f16
          scf.yield %v67 : f16
        } else {
          scf.yield %v57 : f16
        }
        %v68 = arith.extf %v66 : f16 to f32
        %v69 = arith.subf %v68, %v49 fastmath<contract> : f32
        %v70 = arith.select %v63, %v69, %v58 : f32
        memref.store %v70, %buf59[%v60] : memref<1024xf32>
      }
      scf.for %v71 = %c0 to %c1024 step %c1 {
        %v72 = memref.load %buf53[%v71] : memref<1024xf32>
        %v73 = memref.load %buf59[%v71] : memref<1024xf32>
        %v74 = arith.mulf %v73, %v73 fastmath<contract> : f32
        %v75 = arith.addf %v72, %v74 fastmath<contract> : f32
        memref.store %v75, %buf53[%v71] : memref<1024xf32>
      }
    }
    %v76 = arith.constant 0.0 : f32
    %v77 = scf.for %v78 = %c0 to %c1024 step %c1 iter_args(%v79 = %v76) -> (f32) {
      %v81 = memref.load %buf53[%v78] : memref<1024xf32>
      %v82 = arith.addf %v79, %v81 fastmath<reassoc> : f32
      scf.yield %v82 : f32
    }
    %v83 = arith.sitofp %v16 : i32 to f32
    %v84 = arith.divf %v77, %v83 : f32
    %v85 = arith.addf %v84, %v18 fastmath<contract> : f32
    %v86 = math.sqrt %v85 : f32
    %v87 = arith.constant 0x3F800000 : f32
    %v88 = arith.divf %v87, %v86 : f32
    %v89 = llvm.getelementptr %v10[%pid0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v49, %v89 : f32, !llvm.ptr
    %v90 = llvm.getelementptr %v12[%pid0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    llvm.store %v88, %v90 : f32, !llvm.ptr
    %v91 = arith.constant 0 : i32
    %v92 = arith.constant 1024 : i32
    scf.for %v93 = %v91 to %v16 step %v92 : i32 {
      %v95 = arith.constant 0x0000 : f16
      %v96 = arith.constant 0x0000 : f16
      %v97 = arith.constant 0x0000 : f16
      scf.for %v98 = %c0 to %c1024 step %c1 {
        %v99 = arith.index_cast %v98 : index to i32
        %v100 = arith.addi %v93, %v99 : i32
        %v101 = llvm.getelementptr %v22[%v100] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v102 = llvm.getelementptr %v20[%v100] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v103 = arith.cmpi slt, %v100, %v16 : i32
        %v104 = scf.if %v103 -> (f16) {
          %v105 = llvm.load %v102 : !llvm.ptr -> f16
          scf.yield %v105 : f16
        } else {
          scf.yield %v97 : f16
        }
        %v106 = arith.extf %v104 : f16 to f32
        %v107 = arith.subf %v106, %v49 fastmath<contract> : f32
        %v108 = arith.mulf %v107, %v88 fastmath<contract> : f32
        %v109 = llvm.getelementptr %v6[%v100] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v110 = scf.if %v103 -> (f16) {
          %v111 = llvm.load %v109 : !llvm.ptr -> f16
          scf.yield %v111 : f16
        } else {
          scf.yield %v95 : f16
        }
        %v112 = arith.extf %v110 : f16 to f32
        %v113 = arith.mulf %v108, %v112 fastmath<contract> : f32
        %v114 = llvm.getelementptr %v8[%v100] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %v115 = scf.if %v103 -> (f16) {
          %v116 = llvm.load %v114 : !llvm.ptr -> f16
          scf.yield %v116 : f16
        } else {
          scf.yield %v96 : f16
        }
        %v117 = arith.extf %v115 : f16 to f32
        %v118 = arith.addf %v113, %v117 fastmath<contract> : f32
        %v119 = arith.truncf %v118 : f32 to f16
        scf.if %v103 {
          llvm.store %v119, %v101 : f16, !llvm.ptr
        }
      }
    }
    func.return
  }
}
