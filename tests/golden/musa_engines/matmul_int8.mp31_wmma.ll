; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.imma.m16n16k32.mma(<4 x i32>, <4 x i32>, <8 x i32>, i32, i32, i32) #0

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #0

define cc 102 void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = shl nsw i64 %14, 4
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = add i32 %17, %21
  %23 = mul i32 %22, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr i8, ptr addrspace(1) %0, i64 %24
  %26 = trunc i64 %19 to i32
  %27 = and i32 %26, 16
  %28 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %26
  %29 = icmp slt i32 %22, %3
  %30 = and i64 %19, 48
  %31 = lshr i64 %19, 6
  %32 = trunc i64 %31 to i32
  %33 = trunc i64 %30 to i32
  %34 = or i32 %18, %33
  %35 = and i64 %19, -64
  %36 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %26
  %37 = icmp slt i32 %34, %4
  %38 = lshr i64 %14, 5
  %39 = and i64 %14, 3
  %40 = lshr i64 %14, 2
  %41 = and i64 %40, 1
  %42 = lshr i64 %14, 3
  %43 = and i64 %42, 1
  %44 = shl nuw nsw i64 %43, 1
  %45 = lshr i64 %14, 4
  %46 = and i64 %45, 1
  %47 = shl nuw nsw i64 %46, 2
  %48 = or i64 %44, %47
  %49 = or i64 %48, %41
  %50 = shl nuw nsw i64 %46, 1
  %51 = or i64 %50, %43
  %52 = or i64 %30, 4
  %53 = or i64 %30, 8
  %54 = or i64 %30, 12
  %55 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %26
  %56 = trunc i64 %19 to i32
  %57 = or i32 %56, 1
  %58 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %57
  %59 = trunc i64 %19 to i32
  %60 = or i32 %59, 2
  %61 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %60
  %62 = or i64 %52, %35
  %63 = trunc i64 %62 to i32
  %64 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %63
  %65 = or i64 %53, %35
  %66 = trunc i64 %65 to i32
  %67 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %66
  %68 = or i64 %54, %35
  %69 = trunc i64 %68 to i32
  %70 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %69
  %71 = add nuw nsw i64 %31, 32
  %72 = shl i64 %71, 6
  %73 = or i64 %72, %30
  %74 = trunc i64 %73 to i32
  %75 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %74
  %76 = or i64 %72, %52
  %77 = trunc i64 %76 to i32
  %78 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %77
  %79 = or i64 %72, %53
  %80 = trunc i64 %79 to i32
  %81 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %80
  %82 = or i64 %72, %54
  %83 = trunc i64 %82 to i32
  %84 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %83
  %85 = icmp sgt i32 %5, 0
  br i1 %85, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %12
  %urem = and i64 %14, 7
  %86 = sext i32 %34 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %86
  %87 = shl nuw nsw i64 %38, 4
  %88 = and i64 %87, 48
  %89 = or i64 %39, 4
  %90 = or i64 %39, 8
  %91 = or i64 %39, 12
  %92 = or i64 %39, 16
  %93 = or i64 %39, 20
  %94 = or i64 %39, 24
  %95 = or i64 %39, 28
  %96 = or i64 %49, %88
  %97 = shl nuw nsw i64 %39, 6
  %98 = or i64 %96, %97
  %99 = trunc i64 %98 to i32
  %100 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %99
  %101 = shl nuw nsw i64 %89, 6
  %102 = or i64 %96, %101
  %103 = trunc i64 %102 to i32
  %104 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %103
  %105 = shl nuw nsw i64 %90, 6
  %106 = or i64 %96, %105
  %107 = trunc i64 %106 to i32
  %108 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %107
  %109 = shl nuw nsw i64 %91, 6
  %110 = or i64 %96, %109
  %111 = trunc i64 %110 to i32
  %112 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %111
  %113 = shl nuw nsw i64 %92, 6
  %114 = or i64 %96, %113
  %115 = trunc i64 %114 to i32
  %116 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %115
  %117 = shl nuw nsw i64 %93, 6
  %118 = or i64 %96, %117
  %119 = trunc i64 %118 to i32
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %119
  %121 = shl nuw nsw i64 %94, 6
  %122 = or i64 %96, %121
  %123 = trunc i64 %122 to i32
  %124 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %123
  %125 = shl nuw nsw i64 %95, 6
  %126 = or i64 %96, %125
  %127 = trunc i64 %126 to i32
  %128 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %127
  %129 = or i64 %96, 8
  %130 = or i64 %129, %97
  %131 = trunc i64 %130 to i32
  %132 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %131
  %133 = or i64 %129, %101
  %134 = trunc i64 %133 to i32
  %135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %134
  %136 = or i64 %129, %105
  %137 = trunc i64 %136 to i32
  %138 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %137
  %139 = or i64 %129, %109
  %140 = trunc i64 %139 to i32
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %140
  %142 = or i64 %129, %113
  %143 = trunc i64 %142 to i32
  %144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %143
  %145 = or i64 %129, %117
  %146 = trunc i64 %145 to i32
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %146
  %148 = or i64 %129, %121
  %149 = trunc i64 %148 to i32
  %150 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %149
  %151 = or i64 %129, %125
  %152 = trunc i64 %151 to i32
  %153 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %152
  %154 = or i64 %88, %urem
  %155 = or i64 %154, 8
  br label %156

156: ; preds = %.lr.ph, %362
  %157 = phi i32 [ 0, %.lr.ph ], [ %393, %362 ]
  %158 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %392, %362 ]
  %159 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %389, %362 ]
  %160 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %386, %362 ]
  %161 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %383, %362 ]
  %162 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %380, %362 ]
  %163 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %377, %362 ]
  %164 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %374, %362 ]
  %165 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %371, %362 ]
  %166 = or i32 %157, %27
  %167 = icmp slt i32 %166, %5
  %168 = and i1 %29, %167
  br i1 %168, label %169, label %172

169: ; preds = %156
  %170 = sext i32 %166 to i64
  %171 = getelementptr i8, ptr addrspace(1) %25, i64 %170
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %28, ptr addrspace(1) %171, i32 16, i32 0)
  br label %173

172: ; preds = %156
  store <16 x i8> zeroinitializer, ptr addrspace(3) %28, align 16
  br label %173

173: ; preds = %169, %172
  %174 = add i32 %157, %32
  %175 = icmp slt i32 %174, %5
  %176 = and i1 %37, %175
  br i1 %176, label %177, label %180

177: ; preds = %173
  %178 = mul i32 %174, %8
  %179 = sext i32 %178 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %179
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %36, ptr addrspace(1) %gep, i32 16, i32 0)
  br label %181

180: ; preds = %173
  store <16 x i8> zeroinitializer, ptr addrspace(3) %36, align 16
  br label %181

181: ; preds = %177, %180
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  br label %182

182: ; preds = %181, %359
  %183 = phi i64 [ 0, %181 ], [ %360, %359 ]
  %184 = shl nuw nsw i64 %183, 2
  %185 = add nuw nsw i64 %184, %38
  %186 = icmp ult i64 %185, 16
  br i1 %186, label %187, label %359

187: ; preds = %182
  %188 = shl nuw nsw i64 %185, 2
  %189 = and i64 %188, 48
  %190 = or i64 %189, %49
  %191 = shl nuw nsw i64 %190, 5
  %192 = or i64 %191, %39
  %193 = trunc i64 %192 to i32
  %194 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %193
  %195 = load i8, ptr addrspace(3) %194, align 1
  %196 = or i64 %191, %89
  %197 = trunc i64 %196 to i32
  %198 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %197
  %199 = load i8, ptr addrspace(3) %198, align 1
  %200 = or i64 %191, %90
  %201 = trunc i64 %200 to i32
  %202 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %201
  %203 = load i8, ptr addrspace(3) %202, align 1
  %204 = or i64 %191, %91
  %205 = trunc i64 %204 to i32
  %206 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %205
  %207 = load i8, ptr addrspace(3) %206, align 1
  %208 = or i64 %191, %92
  %209 = trunc i64 %208 to i32
  %210 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %209
  %211 = load i8, ptr addrspace(3) %210, align 1
  %212 = or i64 %191, %93
  %213 = trunc i64 %212 to i32
  %214 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %213
  %215 = load i8, ptr addrspace(3) %214, align 1
  %216 = or i64 %191, %94
  %217 = trunc i64 %216 to i32
  %218 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %217
  %219 = load i8, ptr addrspace(3) %218, align 1
  %220 = or i64 %191, %95
  %221 = trunc i64 %220 to i32
  %222 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %221
  %223 = load i8, ptr addrspace(3) %222, align 1
  %224 = or i64 %191, 256
  %225 = or i64 %224, %39
  %226 = trunc i64 %225 to i32
  %227 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %226
  %228 = load i8, ptr addrspace(3) %227, align 1
  %229 = or i64 %224, %89
  %230 = trunc i64 %229 to i32
  %231 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %230
  %232 = load i8, ptr addrspace(3) %231, align 1
  %233 = or i64 %224, %90
  %234 = trunc i64 %233 to i32
  %235 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %234
  %236 = load i8, ptr addrspace(3) %235, align 1
  %237 = or i64 %224, %91
  %238 = trunc i64 %237 to i32
  %239 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %238
  %240 = load i8, ptr addrspace(3) %239, align 1
  %241 = or i64 %224, %92
  %242 = trunc i64 %241 to i32
  %243 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %242
  %244 = load i8, ptr addrspace(3) %243, align 1
  %245 = or i64 %224, %93
  %246 = trunc i64 %245 to i32
  %247 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %246
  %248 = load i8, ptr addrspace(3) %247, align 1
  %249 = or i64 %224, %94
  %250 = trunc i64 %249 to i32
  %251 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %250
  %252 = load i8, ptr addrspace(3) %251, align 1
  %253 = or i64 %224, %95
  %254 = trunc i64 %253 to i32
  %255 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %254
  %256 = load i8, ptr addrspace(3) %255, align 1
  %257 = insertelement <4 x i8> poison, i8 %195, i64 0
  %258 = insertelement <4 x i8> %257, i8 %199, i64 1
  %259 = insertelement <4 x i8> %258, i8 %203, i64 2
  %260 = insertelement <4 x i8> %259, i8 %207, i64 3
  %261 = bitcast <4 x i8> %260 to i32
  %262 = insertelement <4 x i8> poison, i8 %211, i64 0
  %263 = insertelement <4 x i8> %262, i8 %215, i64 1
  %264 = insertelement <4 x i8> %263, i8 %219, i64 2
  %265 = insertelement <4 x i8> %264, i8 %223, i64 3
  %266 = bitcast <4 x i8> %265 to i32
  %267 = insertelement <4 x i8> poison, i8 %228, i64 0
  %268 = insertelement <4 x i8> %267, i8 %232, i64 1
  %269 = insertelement <4 x i8> %268, i8 %236, i64 2
  %270 = insertelement <4 x i8> %269, i8 %240, i64 3
  %271 = bitcast <4 x i8> %270 to i32
  %272 = insertelement <4 x i8> poison, i8 %244, i64 0
  %273 = insertelement <4 x i8> %272, i8 %248, i64 1
  %274 = insertelement <4 x i8> %273, i8 %252, i64 2
  %275 = insertelement <4 x i8> %274, i8 %256, i64 3
  %276 = bitcast <4 x i8> %275 to i32
  %277 = insertelement <4 x i32> poison, i32 %261, i64 0
  %278 = insertelement <4 x i32> %277, i32 %266, i64 1
  %279 = insertelement <4 x i32> %278, i32 %271, i64 2
  %280 = insertelement <4 x i32> %279, i32 %276, i64 3
  %281 = load i8, ptr addrspace(3) %100, align 1
  %282 = load i8, ptr addrspace(3) %104, align 1
  %283 = load i8, ptr addrspace(3) %108, align 1
  %284 = load i8, ptr addrspace(3) %112, align 1
  %285 = load i8, ptr addrspace(3) %116, align 1
  %286 = load i8, ptr addrspace(3) %120, align 1
  %287 = load i8, ptr addrspace(3) %124, align 1
  %288 = load i8, ptr addrspace(3) %128, align 1
  %289 = load i8, ptr addrspace(3) %132, align 1
  %290 = load i8, ptr addrspace(3) %135, align 1
  %291 = load i8, ptr addrspace(3) %138, align 1
  %292 = load i8, ptr addrspace(3) %141, align 1
  %293 = load i8, ptr addrspace(3) %144, align 1
  %294 = load i8, ptr addrspace(3) %147, align 1
  %295 = load i8, ptr addrspace(3) %150, align 1
  %296 = load i8, ptr addrspace(3) %153, align 1
  %297 = insertelement <4 x i8> poison, i8 %281, i64 0
  %298 = insertelement <4 x i8> %297, i8 %282, i64 1
  %299 = insertelement <4 x i8> %298, i8 %283, i64 2
  %300 = insertelement <4 x i8> %299, i8 %284, i64 3
  %301 = bitcast <4 x i8> %300 to i32
  %302 = insertelement <4 x i8> poison, i8 %285, i64 0
  %303 = insertelement <4 x i8> %302, i8 %286, i64 1
  %304 = insertelement <4 x i8> %303, i8 %287, i64 2
  %305 = insertelement <4 x i8> %304, i8 %288, i64 3
  %306 = bitcast <4 x i8> %305 to i32
  %307 = insertelement <4 x i8> poison, i8 %289, i64 0
  %308 = insertelement <4 x i8> %307, i8 %290, i64 1
  %309 = insertelement <4 x i8> %308, i8 %291, i64 2
  %310 = insertelement <4 x i8> %309, i8 %292, i64 3
  %311 = bitcast <4 x i8> %310 to i32
  %312 = insertelement <4 x i8> poison, i8 %293, i64 0
  %313 = insertelement <4 x i8> %312, i8 %294, i64 1
  %314 = insertelement <4 x i8> %313, i8 %295, i64 2
  %315 = insertelement <4 x i8> %314, i8 %296, i64 3
  %316 = bitcast <4 x i8> %315 to i32
  %317 = insertelement <4 x i32> poison, i32 %301, i64 0
  %318 = insertelement <4 x i32> %317, i32 %306, i64 1
  %319 = insertelement <4 x i32> %318, i32 %311, i64 2
  %320 = insertelement <4 x i32> %319, i32 %316, i64 3
  %321 = tail call <8 x i32> @llvm.musa.imma.m16n16k32.mma(<4 x i32> %280, <4 x i32> %320, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %322 = or i64 %189, %51
  %323 = extractelement <8 x i32> %321, i64 0
  %324 = shl nuw nsw i64 %322, 6
  %325 = or i64 %324, %154
  %326 = trunc i64 %325 to i32
  %327 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %326
  store i32 %323, ptr addrspace(3) %327, align 4
  %328 = extractelement <8 x i32> %321, i64 1
  %329 = or i64 %324, %155
  %330 = trunc i64 %329 to i32
  %331 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %330
  store i32 %328, ptr addrspace(3) %331, align 4
  %332 = extractelement <8 x i32> %321, i64 2
  %333 = or i64 %324, 256
  %334 = or i64 %333, %154
  %335 = trunc i64 %334 to i32
  %336 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %335
  store i32 %332, ptr addrspace(3) %336, align 4
  %337 = extractelement <8 x i32> %321, i64 3
  %338 = or i64 %333, %155
  %339 = trunc i64 %338 to i32
  %340 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %339
  store i32 %337, ptr addrspace(3) %340, align 4
  %341 = extractelement <8 x i32> %321, i64 4
  %342 = or i64 %324, 512
  %343 = or i64 %342, %154
  %344 = trunc i64 %343 to i32
  %345 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %344
  store i32 %341, ptr addrspace(3) %345, align 4
  %346 = extractelement <8 x i32> %321, i64 5
  %347 = or i64 %342, %155
  %348 = trunc i64 %347 to i32
  %349 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %348
  store i32 %346, ptr addrspace(3) %349, align 4
  %350 = extractelement <8 x i32> %321, i64 6
  %351 = or i64 %324, 768
  %352 = or i64 %351, %154
  %353 = trunc i64 %352 to i32
  %354 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %353
  store i32 %350, ptr addrspace(3) %354, align 4
  %355 = extractelement <8 x i32> %321, i64 7
  %356 = or i64 %351, %155
  %357 = trunc i64 %356 to i32
  %358 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %357
  store i32 %355, ptr addrspace(3) %358, align 4
  br label %359

359: ; preds = %187, %182
  %360 = add nuw nsw i64 %183, 1
  %361 = icmp ult i64 %183, 3
  br i1 %361, label %182, label %362

362: ; preds = %359
  tail call void @llvm.musa.syncthreads.lm()
  %363 = load i32, ptr addrspace(3) %55, align 16
  %364 = load i32, ptr addrspace(3) %58, align 4
  %365 = load <2 x i32>, ptr addrspace(3) %61, align 8
  %366 = insertelement <4 x i32> poison, i32 %363, i64 0
  %367 = insertelement <4 x i32> %366, i32 %364, i64 1
  %368 = shufflevector <2 x i32> %365, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %369 = shufflevector <4 x i32> %367, <4 x i32> %368, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %370 = sitofp <4 x i32> %369 to <4 x float>
  %371 = fadd contract <4 x float> %165, %370
  %372 = load <4 x i32>, ptr addrspace(3) %64, align 16
  %373 = sitofp <4 x i32> %372 to <4 x float>
  %374 = fadd contract <4 x float> %164, %373
  %375 = load <4 x i32>, ptr addrspace(3) %67, align 16
  %376 = sitofp <4 x i32> %375 to <4 x float>
  %377 = fadd contract <4 x float> %163, %376
  %378 = load <4 x i32>, ptr addrspace(3) %70, align 16
  %379 = sitofp <4 x i32> %378 to <4 x float>
  %380 = fadd contract <4 x float> %162, %379
  %381 = load <4 x i32>, ptr addrspace(3) %75, align 16
  %382 = sitofp <4 x i32> %381 to <4 x float>
  %383 = fadd contract <4 x float> %161, %382
  %384 = load <4 x i32>, ptr addrspace(3) %78, align 16
  %385 = sitofp <4 x i32> %384 to <4 x float>
  %386 = fadd contract <4 x float> %160, %385
  %387 = load <4 x i32>, ptr addrspace(3) %81, align 16
  %388 = sitofp <4 x i32> %387 to <4 x float>
  %389 = fadd contract <4 x float> %159, %388
  %390 = load <4 x i32>, ptr addrspace(3) %84, align 16
  %391 = sitofp <4 x i32> %390 to <4 x float>
  %392 = fadd contract <4 x float> %158, %391
  tail call void @llvm.musa.syncthreads.lm()
  %393 = add i32 %157, 32
  %394 = icmp slt i32 %393, %5
  br i1 %394, label %156, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %362
  %395 = fptosi <4 x float> %371 to <4 x i32>
  %396 = fptosi <4 x float> %374 to <4 x i32>
  %397 = fptosi <4 x float> %377 to <4 x i32>
  %398 = fptosi <4 x float> %380 to <4 x i32>
  %399 = fptosi <4 x float> %383 to <4 x i32>
  %400 = fptosi <4 x float> %386 to <4 x i32>
  %401 = fptosi <4 x float> %389 to <4 x i32>
  %402 = fptosi <4 x float> %392 to <4 x i32>
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %12
  %403 = phi <4 x i32> [ zeroinitializer, %12 ], [ %402, %._crit_edge.loopexit ]
  %404 = phi <4 x i32> [ zeroinitializer, %12 ], [ %401, %._crit_edge.loopexit ]
  %405 = phi <4 x i32> [ zeroinitializer, %12 ], [ %400, %._crit_edge.loopexit ]
  %406 = phi <4 x i32> [ zeroinitializer, %12 ], [ %399, %._crit_edge.loopexit ]
  %407 = phi <4 x i32> [ zeroinitializer, %12 ], [ %398, %._crit_edge.loopexit ]
  %408 = phi <4 x i32> [ zeroinitializer, %12 ], [ %397, %._crit_edge.loopexit ]
  %409 = phi <4 x i32> [ zeroinitializer, %12 ], [ %396, %._crit_edge.loopexit ]
  %410 = phi <4 x i32> [ zeroinitializer, %12 ], [ %395, %._crit_edge.loopexit ]
  %411 = add i32 %17, %32
  %412 = mul i32 %411, %10
  %413 = sext i32 %412 to i64
  %414 = getelementptr i32, ptr addrspace(1) %2, i64 %413
  %415 = icmp slt i32 %411, %3
  %416 = and i1 %415, %37
  br i1 %416, label %417, label %420

417: ; preds = %._crit_edge
  %418 = sext i32 %34 to i64
  %419 = getelementptr i32, ptr addrspace(1) %414, i64 %418
  store <4 x i32> %410, ptr addrspace(1) %419, align 16
  br label %420

420: ; preds = %417, %._crit_edge
  %421 = trunc i64 %52 to i32
  %422 = or i32 %18, %421
  %423 = icmp slt i32 %422, %4
  %424 = and i1 %415, %423
  br i1 %424, label %425, label %428

425: ; preds = %420
  %426 = sext i32 %422 to i64
  %427 = getelementptr i32, ptr addrspace(1) %414, i64 %426
  store <4 x i32> %409, ptr addrspace(1) %427, align 16
  br label %428

428: ; preds = %425, %420
  %429 = trunc i64 %53 to i32
  %430 = or i32 %18, %429
  %431 = icmp slt i32 %430, %4
  %432 = and i1 %415, %431
  br i1 %432, label %433, label %436

433: ; preds = %428
  %434 = sext i32 %430 to i64
  %435 = getelementptr i32, ptr addrspace(1) %414, i64 %434
  store <4 x i32> %408, ptr addrspace(1) %435, align 16
  br label %436

436: ; preds = %433, %428
  %437 = trunc i64 %54 to i32
  %438 = or i32 %18, %437
  %439 = icmp slt i32 %438, %4
  %440 = and i1 %415, %439
  br i1 %440, label %441, label %444

441: ; preds = %436
  %442 = sext i32 %438 to i64
  %443 = getelementptr i32, ptr addrspace(1) %414, i64 %442
  store <4 x i32> %407, ptr addrspace(1) %443, align 16
  br label %444

444: ; preds = %441, %436
  %445 = trunc i64 %71 to i32
  %446 = add i32 %17, %445
  %447 = mul i32 %446, %10
  %448 = sext i32 %447 to i64
  %449 = getelementptr i32, ptr addrspace(1) %2, i64 %448
  %450 = icmp slt i32 %446, %3
  %451 = and i1 %37, %450
  br i1 %451, label %452, label %455

452: ; preds = %444
  %453 = sext i32 %34 to i64
  %454 = getelementptr i32, ptr addrspace(1) %449, i64 %453
  store <4 x i32> %406, ptr addrspace(1) %454, align 16
  br label %455

455: ; preds = %452, %444
  %456 = and i1 %450, %423
  br i1 %456, label %457, label %460

457: ; preds = %455
  %458 = sext i32 %422 to i64
  %459 = getelementptr i32, ptr addrspace(1) %449, i64 %458
  store <4 x i32> %405, ptr addrspace(1) %459, align 16
  br label %460

460: ; preds = %457, %455
  %461 = and i1 %450, %431
  br i1 %461, label %462, label %465

462: ; preds = %460
  %463 = sext i32 %430 to i64
  %464 = getelementptr i32, ptr addrspace(1) %449, i64 %463
  store <4 x i32> %404, ptr addrspace(1) %464, align 16
  br label %465

465: ; preds = %462, %460
  %466 = and i1 %450, %439
  br i1 %466, label %467, label %470

467: ; preds = %465
  %468 = sext i32 %438 to i64
  %469 = getelementptr i32, ptr addrspace(1) %449, i64 %468
  store <4 x i32> %403, ptr addrspace(1) %469, align 16
  br label %470

470: ; preds = %467, %465
  ret void
}

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
